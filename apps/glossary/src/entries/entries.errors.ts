import { DomainException } from '@app/common';

/**
 * NATS refuses a message over the server's max_payload (1 MiB by default) and the caller
 * would only see a timeout; say what happened instead.
 */
export function entriesTooLarge(
  glossaryId: string,
  terms: number,
  bytes: number,
  limit: number,
  advice: string,
): DomainException {
  return DomainException.unprocessable(
    `Glossary ${glossaryId} is too large to send in one NATS message (${bytes} bytes for ${terms} terms; ` +
      `limit ${limit}): ${advice}ask for fewer languages, or raise the NATS server's max_payload and GLOSSARY_MAX_REPLY_BYTES`,
  );
}
