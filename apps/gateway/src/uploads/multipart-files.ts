import {
  applyDecorators,
  BadRequestException,
  CallHandler,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  PayloadTooLargeException,
  SetMetadata,
  UseInterceptors,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Observable, Subscription } from 'rxjs';
import appendField from 'append-field';

/** A file as multer's memory storage described it, which the controllers read. */
export interface UploadedFile {
  fieldname: string;
  originalname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
}

export interface MultipartOptions {
  /** Only files under this field name (FilesInterceptor); any field when absent (AnyFilesInterceptor). */
  field?: string;
  maxFiles: number;
  /** Largest file; the app's FILE_BODY_LIMIT_BYTES (registered with @fastify/multipart in main.ts) when absent. */
  fileSize?: number;
  /** How file names in part headers are read; multer's default was Latin-1. */
  defParamCharset?: 'utf8' | 'latin1';
  /** How many text fields (past it a 400), and their bytes together (past it a 413); unbounded when absent, as with multer. */
  maxFields?: number;
  maxFieldBytes?: number;
}

type MultipartRequest = FastifyRequest & { body: unknown };

/** Where Nest's @UploadedFiles() reads them, shadowing @fastify/multipart's `files()` on this request. */
function uploadedFiles(request: FastifyRequest, files: UploadedFile[] | undefined): void {
  Object.defineProperty(request, 'files', { value: files });
}

/** multer's refusals, as Nest's multer interceptors turned them into HTTP errors. */
function asHttpError(error: { code?: string; message?: string }): Error {
  if (error.code === 'FST_REQ_FILE_TOO_LARGE') return new PayloadTooLargeException('File too large');
  if (error.code === 'FST_FILES_LIMIT') return new BadRequestException('Unexpected file field');
  if (error.code === 'FST_PARTS_LIMIT') return new BadRequestException('Too many parts');
  if (error.code === 'FST_FIELDS_LIMIT') return new BadRequestException('Too many fields');
  return new BadRequestException(error.message ?? 'Malformed multipart body');
}

const MULTIPART_OPTIONS = Symbol('multipart-options');

/**
 * Multipart uploads on Fastify (`@fastify/multipart`) for this route, shaped as multer's were:
 * files in memory on `request.files`, the text fields in `request.body` (bracketed names nested
 * as multer did), a file over `fileSize` a 413, an unexpected or extra file a 400. Requests that
 * are not multipart pass untouched.
 */
export function MultipartFiles(options: MultipartOptions): MethodDecorator {
  return applyDecorators(SetMetadata(MULTIPART_OPTIONS, options), UseInterceptors(MultipartFilesInterceptor));
}

/** Reads the body of a route marked with `@MultipartFiles`, as its options say. */
@Injectable()
export class MultipartFilesInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const options = Reflect.getMetadata(MULTIPART_OPTIONS, context.getHandler()) as MultipartOptions | undefined;
    if (options === undefined) return next.handle();
    const request = context.switchToHttp().getRequest<MultipartRequest>();
    if (!request.isMultipart()) {
      uploadedFiles(request, undefined);
      return next.handle();
    }
    return new Observable((subscriber) => {
      let inner: Subscription | undefined;
      readMultipart(request, options).then(
        () => {
          if (!subscriber.closed) inner = next.handle().subscribe(subscriber);
        },
        (error: unknown) => subscriber.error(error),
      );
      return () => inner?.unsubscribe();
    });
  }
}

/** Reads a multipart body: its text fields into `request.body`, its files into `request.files`. */
export async function readMultipart(request: MultipartRequest, options: MultipartOptions): Promise<void> {
  const body: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  const files: UploadedFile[] = [];
  let fieldBytes = 0;
  try {
    const parts = request.parts({
      limits: {
        ...(options.fileSize !== undefined && { fileSize: options.fileSize }),
        files: options.maxFiles + 1,
        // One byte more than allowed, so that a field over the budget is seen (busboy truncates it silently).
        ...(options.maxFieldBytes !== undefined && { fieldSize: options.maxFieldBytes + 1 }),
        ...(options.maxFields !== undefined && { fields: options.maxFields }),
      },
      defParamCharset: options.defParamCharset ?? 'latin1',
    } as Parameters<FastifyRequest['parts']>[0]);
    for await (const part of parts) {
      if (part.type === 'field') {
        const value = String(part.value);
        fieldBytes += Buffer.byteLength(value);
        if (options.maxFieldBytes !== undefined && fieldBytes > options.maxFieldBytes)
          throw new PayloadTooLargeException('request entity too large');
        appendField(body, part.fieldname, value);
        continue;
      }
      if ((options.field !== undefined && part.fieldname !== options.field) || files.length >= options.maxFiles) {
        await part.toBuffer().catch(() => undefined);
        throw new BadRequestException(
          options.field === undefined && options.maxFiles > 0
            ? 'Too many files'
            : `Unexpected file field - ${part.fieldname}`,
        );
      }
      const buffer = await part.toBuffer();
      files.push({
        fieldname: part.fieldname,
        originalname: part.filename,
        mimetype: part.mimetype,
        size: buffer.length,
        buffer,
      });
    }
  } catch (error) {
    if (error instanceof BadRequestException || error instanceof PayloadTooLargeException) throw error;
    throw asHttpError(error as { code?: string; message?: string });
  }
  request.body = body;
  uploadedFiles(request, files);
}
