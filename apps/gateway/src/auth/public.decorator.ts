import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'isPublic';
/** Marks a route that needs no API key (Kubernetes probes, signed download links). */
export const Public = () => SetMetadata(IS_PUBLIC, true);
