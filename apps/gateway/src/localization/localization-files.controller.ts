import { Controller, HttpCode, Post, UploadedFiles } from '@nestjs/common';
import { invalidFilename, sourceFileMissing } from './localization.errors';
import { uploadedFileEmpty } from '../uploads/uploads.errors';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, ApiErrors } from '../docs/api-responses';
import { UploadedFileDoc } from './dto/localization.responses';
import { CallerContext, LocalizationLimits, textProblem } from '@app/contracts';
import { Caller } from '../auth/caller.decorator';
import { LocalizationFilesClient } from './localization-files.client';
import { MultipartFiles } from '../uploads/multipart-files';

/** What uploads/multipart-files.ts hands over for each file. */
interface ReceivedFile {
  originalname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
}

@ApiTags('Localization tables')
@Controller('translation/files')
export class LocalizationFilesController {
  constructor(private readonly files: LocalizationFilesClient) {}

  @Post()
  @HttpCode(200)
  // Any field name, one file: the limit turns a larger file into 413 before it is all in memory.
  // File names arrive as UTF-8 from browsers and curl; the default (multer's) reads them as Latin-1.
  @MultipartFiles({
    maxFiles: 1,
    defParamCharset: 'utf8',
  })
  @ApiOperation({
    operationId: 'uploadSourceFile',
    summary: 'Upload a source file; the answered path is a `sourceFile` for generate',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } },
  })
  @ApiEnvelope(UploadedFileDoc)
  @ApiErrors({ 400: 'No file in the request, or an empty file', 413: 'File over 10 MiB' })
  async upload(@Caller() caller: CallerContext, @UploadedFiles() files: ReceivedFile[] | undefined) {
    const file = files?.[0];
    if (!file) throw sourceFileMissing();
    if (file.size === 0) throw uploadedFileEmpty(file.originalname);
    // The one string no pipe sees: it comes from the part's headers.
    const filename = file.originalname;
    const problem = textProblem('the file name', filename, LocalizationLimits.maxFilenameChars);
    if (problem) throw invalidFilename(problem);
    const path = await this.files.upload(caller, { filename, contentType: file.mimetype || null, bytes: file.buffer });
    return { path, filename, size: file.size };
  }
}
