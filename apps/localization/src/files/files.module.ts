import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FilesController } from './files.controller';
import { FilesService } from './files.service';
import { UploadedFileChunkEntity, UploadedFileEntity } from './uploaded-file.entity';
import { UploadedFileRepository } from './uploaded-file.repository';

/** Chunked uploads, read back by tables that start from them. */
@Module({
  imports: [TypeOrmModule.forFeature([UploadedFileEntity, UploadedFileChunkEntity])],
  controllers: [FilesController],
  providers: [UploadedFileRepository, FilesService],
  exports: [FilesService],
})
export class FilesModule {}
