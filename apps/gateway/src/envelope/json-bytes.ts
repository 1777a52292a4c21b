/**
 * A controller result whose `data` arrives as JSON already (a large count's matches, megabytes,
 * unpacked from NATS), as UTF-8 bytes: the envelope is written around them, so the gateway neither
 * parses them only to serialise them again nor decodes them to a string only to encode it again.
 */
export class JsonBytes {
  constructor(readonly bytes: Buffer) {}
}

const CLOSE = Buffer.from('}');

export function successEnvelopeBytes(data: JsonBytes): Buffer {
  const head = Buffer.from(`{"status":"ok","timestamp":"${new Date().toISOString()}","data":`);
  return Buffer.concat([head, data.bytes, CLOSE]);
}
