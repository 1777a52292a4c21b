import { DataSource, DataSourceOptions } from 'typeorm';
import { authDataSourceOptions } from '../../apps/auth/src/database/data-source';
import { glossaryDataSourceOptions } from '../../apps/glossary/src/database/data-source';
import { localizationDataSourceOptions } from '../../apps/localization/src/database/data-source';
import { memoryDataSourceOptions } from '../../apps/memory/src/database/data-source';
import { metricsDataSourceOptions } from '../../apps/metrics/src/database/data-source';
import { termCounterDataSourceOptions } from '../../apps/term-counter/src/database/data-source';
import { translationDataSourceOptions } from '../../apps/translation/src/database/data-source';
import { testEnv } from '../support/test-env';

const services: [string, (url: string) => DataSourceOptions][] = [
  ['auth', authDataSourceOptions],
  ['glossary', glossaryDataSourceOptions],
  ['term-counter', termCounterDataSourceOptions],
  ['translation', translationDataSourceOptions],
  ['metrics', metricsDataSourceOptions],
  ['localization', localizationDataSourceOptions],
  ['memory', memoryDataSourceOptions],
];

/**
 * On the freshly migrated test database, TypeORM must find nothing to change:
 * an entity edited without a migration (or the reverse) fails here.
 */
describe.each(services)('%s entities and migrations', (_service, options) => {
  it('agree', async () => {
    const dataSource = new DataSource(options(testEnv().databaseUrl));
    await dataSource.initialize();
    try {
      const pending = await dataSource.driver.createSchemaBuilder().log();
      expect(pending.upQueries.map((q) => q.query)).toEqual([]);
    } finally {
      await dataSource.destroy();
    }
  });
});
