import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString } from 'class-validator';
import { IsSubjectPrefix, type NatsSettings } from '../nats/subject-namespace';

// An empty variable (`NATS_USER=` in a .env file) means "not set".
const emptyAsUnset = () => Transform(({ value }: { value: unknown }) => (value === '' ? undefined : value));

/** Where NATS is and how this app proves who it is there (README "NATS"); every app's config extends it. */
export class NatsConfig implements NatsSettings {
  @IsString()
  @IsNotEmpty()
  NATS_URL: string = 'nats://127.0.0.1:4222';

  /** Namespace of every NATS subject, so clusters sharing a NATS server stay apart (README). */
  @IsSubjectPrefix()
  NATS_SUBJECT_PREFIX: string = '';

  /** A `.creds` file (JWT and NKey seed), as `nsc` writes them. */
  @emptyAsUnset()
  @IsOptional()
  @IsString()
  NATS_CREDS?: string;

  @emptyAsUnset()
  @IsOptional()
  @IsString()
  NATS_USER?: string;

  @emptyAsUnset()
  @IsOptional()
  @IsString()
  NATS_PASSWORD?: string;

  /** A user NKey's seed (`SU...`); the server's configuration holds only its public key. */
  @emptyAsUnset()
  @IsOptional()
  @IsString()
  NATS_NKEY_SEED?: string;

  /** A file holding the seed instead (a compose or Kubernetes secret mounted as a file). */
  @emptyAsUnset()
  @IsOptional()
  @IsString()
  NATS_NKEY_SEED_FILE?: string;

  @emptyAsUnset()
  @IsOptional()
  @IsString()
  NATS_TLS_CA?: string;

  @emptyAsUnset()
  @IsOptional()
  @IsString()
  NATS_TLS_CERT?: string;

  @emptyAsUnset()
  @IsOptional()
  @IsString()
  NATS_TLS_KEY?: string;
}
