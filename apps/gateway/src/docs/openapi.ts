import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { PRODUCT_VERSION } from '../config/gateway-config.provider';
import { addErrorResponses } from './envelope-schemas';

/** OpenAPI at /docs (JSON at /docs-json), with both API key forms and the SPEC envelopes. */
export function setUpOpenApi(app: INestApplication): void {
  const config = new DocumentBuilder()
    .setTitle('Translation service')
    .setDescription(
      'Translation, glossaries, term counter, quality metrics and localization tables. Every answer is an envelope: ' +
        '`{status: "ok", timestamp, data}` on success, `{status: "error", timestamp, error: {code, message, details?}}` on failure.',
    )
    .setVersion(PRODUCT_VERSION)
    .addApiKey({ type: 'apiKey', in: 'header', name: 'X-Api-Key' }, 'apiKey')
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'The same API key as a Bearer token' }, 'bearer')
    .addSecurityRequirements('apiKey')
    .addSecurityRequirements('bearer')
    .build();
  const document = addErrorResponses(SwaggerModule.createDocument(app, config));
  SwaggerModule.setup('docs', app, document, { jsonDocumentUrl: 'docs-json' });
}
