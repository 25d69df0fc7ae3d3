// The hello-world limit of benchmarks 2 and 3: a bare Nest app (express adapter, one GET route), started the
// way the product starts (NestFactory.create, app.listen, `node <file>` with PORT), with nothing else in it.
import 'reflect-metadata';
import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';

class HelloController {
  hello() {
    return { msg: 'hello' };
  }
}
// The decorators of `@Controller() class … { @Get('hello') hello() }`, applied by hand in plain JavaScript.
Get('hello')(HelloController.prototype, 'hello', Object.getOwnPropertyDescriptor(HelloController.prototype, 'hello'));
Controller()(HelloController);

class HelloModule {}
Module({ controllers: [HelloController] })(HelloModule);

const app = await NestFactory.create(HelloModule, { logger: ['error', 'warn'] });
await app.listen(Number(process.env.PORT ?? 3100), '127.0.0.1');
console.log(`hello listening on ${process.env.PORT ?? 3100}`);
