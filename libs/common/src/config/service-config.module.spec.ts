import 'reflect-metadata';
import { Injectable, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { IsInt, Min } from 'class-validator';
import { serviceConfig, ServiceConfigModule } from './service-config.module';

class ShapeConfig {
  @IsInt()
  @Min(1)
  SHAPE_LIMIT: number = 5;
}

@Injectable()
class FirstService {
  constructor(readonly config: ShapeConfig) {}
}

@Injectable()
class SecondService {
  constructor(readonly config: ShapeConfig) {}
}

@Module({ imports: [ServiceConfigModule.for(ShapeConfig)], providers: [FirstService], exports: [FirstService] })
class FirstModule {}

@Module({ imports: [ServiceConfigModule.for(ShapeConfig)], providers: [SecondService], exports: [SecondService] })
class SecondModule {}

@Module({ imports: [FirstModule, SecondModule] })
class RootModule {}

describe('ServiceConfigModule', () => {
  afterEach(() => {
    delete process.env.SHAPE_LIMIT;
  });

  it('gives every feature module the one instance bootstrapService reads, by its class, from the environment', async () => {
    process.env.SHAPE_LIMIT = '7';
    const app = await NestFactory.createApplicationContext(RootModule, { logger: false });
    const first = app.get(FirstService).config;
    expect(first).toBeInstanceOf(ShapeConfig);
    expect(first.SHAPE_LIMIT).toBe(7);
    expect(app.get(SecondService).config).toBe(first);
    expect(serviceConfig(ShapeConfig)).toBe(first);
    await app.close();
  });

  it('stops the app at start with every problem of an invalid environment', async () => {
    class OtherConfig {
      @IsInt()
      @Min(1)
      OTHER_LIMIT: number = 1;
    }
    @Module({ imports: [ServiceConfigModule.for(OtherConfig)] })
    class OtherModule {}
    process.env.OTHER_LIMIT = '0';
    try {
      await expect(
        NestFactory.createApplicationContext(OtherModule, { logger: false, abortOnError: false }),
      ).rejects.toThrow(/Invalid configuration:\n {2}OTHER_LIMIT must not be less than 1/);
    } finally {
      delete process.env.OTHER_LIMIT;
    }
  });

  it('returns the same module for a class, so Nest makes one provider of it', () => {
    expect(ServiceConfigModule.for(ShapeConfig)).toBe(ServiceConfigModule.for(ShapeConfig));
  });
});
