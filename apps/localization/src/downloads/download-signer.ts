import { Injectable } from '@nestjs/common';
import { LocalizationConfig } from '../config/localization.config';
import { SigningKeyRepository } from './signing-key.repository';

/** The key of every download link (tables and documents): DOWNLOAD_LINK_SECRET, else one kept in the database. */
@Injectable()
export class DownloadSigner {
  private cached?: Promise<Buffer>;

  constructor(
    private readonly keys: SigningKeyRepository,
    private readonly config: LocalizationConfig,
  ) {}

  secret(): Promise<Buffer> {
    if (this.config.DOWNLOAD_LINK_SECRET) return Promise.resolve(Buffer.from(this.config.DOWNLOAD_LINK_SECRET, 'utf8'));
    this.cached ??= this.keys.getOrCreate('download-links').catch((error: unknown) => {
      this.cached = undefined;
      throw error;
    });
    return this.cached;
  }
}
