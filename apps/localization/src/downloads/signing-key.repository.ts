import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { Repository } from 'typeorm';
import { SigningKeyEntity } from './signing-key.entity';

@Injectable()
export class SigningKeyRepository {
  constructor(@InjectRepository(SigningKeyEntity) private readonly keys: Repository<SigningKeyEntity>) {}

  /** The named key, created on first use; concurrent first uses agree on the row that won. */
  async getOrCreate(name: string): Promise<Buffer> {
    await this.keys.query(
      `INSERT INTO localization.signing_keys (name, secret) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`,
      [name, randomBytes(32)],
    );
    const [row] = await this.keys.query<[{ secret: Buffer }]>(
      `SELECT secret FROM localization.signing_keys WHERE name = $1`,
      [name],
    );
    return row.secret;
  }
}
