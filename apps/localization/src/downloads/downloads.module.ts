import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ServiceConfigModule } from '@app/common';
import { LocalizationConfig } from '../config/localization.config';
import { TablesModule } from '../tables/tables.module';
import { DownloadLinksService } from './download-links.service';
import { DownloadSigner } from './download-signer';
import { DownloadsController } from './downloads.controller';
import { SigningKeyEntity } from './signing-key.entity';
import { SigningKeyRepository } from './signing-key.repository';

/** Signed, expiring links to finished tables, and the file read through them; the signing key for documents too. */
@Module({
  imports: [ServiceConfigModule.for(LocalizationConfig), TypeOrmModule.forFeature([SigningKeyEntity]), TablesModule],
  controllers: [DownloadsController],
  providers: [SigningKeyRepository, DownloadSigner, DownloadLinksService],
  exports: [DownloadSigner],
})
export class DownloadsModule {}
