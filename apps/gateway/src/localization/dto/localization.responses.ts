import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { OUTPUT_FORMATS, TABLE_STATUSES } from '@app/contracts';

export class TableCreatedDoc {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: TABLE_STATUSES, example: 'pending' }) status: string;
}

export class TableSummaryDoc extends TableCreatedDoc {
  @ApiProperty({ example: 'en' }) sourceLanguage: string;
  @ApiProperty({ type: [String], example: ['es', 'de'] }) targetLanguages: string[];
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

class TableErrorDoc {
  @ApiProperty() message: string;
}

export class TableRecordDoc extends TableSummaryDoc {
  @ApiProperty({ nullable: true, type: String, format: 'date-time', description: 'Null until completed' })
  completedAt: string | null;
  @ApiProperty({ nullable: true, type: String, enum: OUTPUT_FORMATS, description: 'Output format' })
  format: string | null;
  @ApiPropertyOptional({ type: TableErrorDoc, description: 'Once failed' }) error?: TableErrorDoc;
}

export class DownloadLinkDoc {
  @ApiProperty({ format: 'uri', description: 'Signed link: needs no API key, answers 410 once expired' })
  downloadUrl: string;
  @ApiProperty({ format: 'date-time' }) expiresAt: string;
}

export class UploadedFileDoc {
  @ApiProperty({ description: 'Give it as `sourceFile` to generate' }) path: string;
  @ApiProperty({ example: 'messages.po' }) filename: string;
  @ApiProperty({ description: 'Bytes' }) size: number;
}
