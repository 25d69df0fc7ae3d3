import 'reflect-metadata';
import { Controller, Delete, Get, Module, Patch, Post, UseInterceptors } from '@nestjs/common';
import { INTERCEPTORS_METADATA } from '@nestjs/common/constants';
import { FileInterceptor } from '@nestjs/platform-express';
import { describe, expect, it } from 'vitest';
import { BodyParserInterceptor } from './body-parser.interceptor';
import { interceptRoutesWithBodies } from './body-routes.interceptor';
import { IdempotencyInterceptor } from './idempotency.interceptor';

const Files = FileInterceptor('file');

@Controller('things')
class ThingsController {
  @Get(':id')
  read() {}

  @Post()
  @UseInterceptors(Files)
  create() {}

  @Patch(':id')
  change() {}

  @Delete(':id')
  remove() {}
}

@Module({ controllers: [ThingsController] })
class ThingsModule {}

@Module({})
class RootModule {}

const interceptorsOf = (name: keyof ThingsController) => Reflect.getMetadata(INTERCEPTORS_METADATA, ThingsController.prototype[name]);

describe('interceptRoutesWithBodies', () => {
  it('gives routes that take a body the body parser (and POST idempotency) ahead of their own; GET nothing', () => {
    const root = { module: RootModule, imports: [{ forwardRef: () => ThingsModule }] };
    interceptRoutesWithBodies(root);
    // A second app in the same process: the same classes, nothing added twice.
    interceptRoutesWithBodies(root);
    expect(interceptorsOf('read')).toBeUndefined();
    expect(interceptorsOf('create')).toEqual([BodyParserInterceptor, IdempotencyInterceptor, Files]);
    expect(interceptorsOf('change')).toEqual([BodyParserInterceptor]);
    expect(interceptorsOf('remove')).toEqual([BodyParserInterceptor]);
  });
});
