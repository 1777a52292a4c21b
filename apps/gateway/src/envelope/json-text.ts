/**
 * A controller result whose `data` arrives as JSON text already (a large count's matches,
 * megabytes, unpacked from NATS): the envelope is written around the text, so the gateway does not
 * parse it only to serialise it again.
 */
export class JsonText {
  constructor(readonly text: string) {}
}

export function successEnvelopeText(data: JsonText): string {
  return `{"status":"ok","timestamp":"${new Date().toISOString()}","data":${data.text}}`;
}
