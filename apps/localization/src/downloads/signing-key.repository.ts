import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';

@Injectable()
export class SigningKeyRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The named key, created on first use; concurrent first uses agree on the row that won. */
  async getOrCreate(name: string): Promise<Buffer> {
    await this.db.query(
      `INSERT INTO localization.signing_keys (name, secret) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`,
      [name, randomBytes(32)],
    );
    const [row] = await this.db.query<[{ secret: Buffer }]>(
      `SELECT secret FROM localization.signing_keys WHERE name = $1`,
      [name],
    );
    return row.secret;
  }
}
