#!/usr/bin/env node
/**
 * `npm run openapi:responses`: writes the JSON Schema of every controller route's success body, derived by the
 * TypeScript compiler from what the handler returns (its awaited return type: the DTOs and views the route
 * really answers), to `services/platform/http/openapi-responses.gen.ts`, which the OpenAPI document reads.
 * `--check` only compares, and exits 1 when the file is stale (`npm run lint` and test/api/openapi.test.ts run it), so the
 * document cannot drift from the code: change what a route returns, run this, commit the file.
 *
 * Types map to JSON as Express sends them: `Date` is a date-time string, optional and `undefined` fields
 * may be absent, an index signature allows further fields. Routes that write their own answer (`@Res()`
 * without passthrough: files, redirects) or answer nothing return `void` and get no entry; a route's
 * explicit `@ResponseDoc({ schema })` wins over this.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const target = join(root, 'services/platform/http/openapi-responses.gen.ts');
// Route decorators: Nest's verbs and our compositions of them (platform/http/public-post.decorator.ts,
// platform/http/command-route.decorator.ts).
const VERBS = new Set(['Get', 'Post', 'Put', 'Patch', 'Delete', 'PublicPost', 'CreateRoute', 'ActionRoute', 'UpdateRoute']);
const MAX_DEPTH = 8;

const config = ts.getParsedCommandLineOfConfigFile(join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
const controllers = config.fileNames.filter((f) => f.startsWith(join(root, 'services')) && f.endsWith('controller.ts'));
const program = ts.createProgram(controllers, config.options);
const checker = program.getTypeChecker();

const decoratorName = (d) => (ts.isCallExpression(d.expression) ? d.expression.expression.getText() : d.expression.getText());
const isVoid = (t) => (t.flags & (ts.TypeFlags.Void | ts.TypeFlags.Undefined)) !== 0;

/** The JSON Schema of what `JSON.stringify` makes of a value of this type. */
function schemaOf(type, node, depth, seen) {
  if (depth > MAX_DEPTH) return {};
  const f = type.flags;
  if (f & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return {};
  if (f & ts.TypeFlags.StringLiteral) return { type: 'string', const: type.value };
  if (f & ts.TypeFlags.NumberLiteral) return { type: 'number', const: type.value };
  if (f & ts.TypeFlags.BooleanLiteral) return { type: 'boolean', const: checker.typeToString(type) === 'true' };
  if (f & (ts.TypeFlags.String | ts.TypeFlags.TemplateLiteral)) return { type: 'string' };
  if (f & ts.TypeFlags.Number) return { type: 'number' };
  if (f & ts.TypeFlags.Boolean) return { type: 'boolean' };
  if (f & ts.TypeFlags.Null) return { type: 'null' };
  if (type.isUnion()) {
    let parts = type.types.filter((t) => !isVoid(t));
    const nullable = parts.some((t) => t.flags & ts.TypeFlags.Null);
    parts = parts.filter((t) => !(t.flags & ts.TypeFlags.Null));
    if (parts.filter((t) => t.flags & ts.TypeFlags.BooleanLiteral).length === 2) {
      parts = [...parts.filter((t) => !(t.flags & ts.TypeFlags.BooleanLiteral)), checker.getBooleanType()];
    }
    let schema;
    if (parts.length > 0 && parts.every((t) => t.flags & ts.TypeFlags.StringLiteral)) schema = { type: 'string', enum: parts.map((t) => t.value) };
    else if (parts.length > 0 && parts.every((t) => t.flags & ts.TypeFlags.NumberLiteral)) schema = { type: 'number', enum: parts.map((t) => t.value) };
    else if (parts.length === 1) schema = schemaOf(parts[0], node, depth, seen);
    else if (parts.length === 0) return { type: 'null' };
    else schema = { anyOf: unique(parts.map((t) => schemaOf(t, node, depth + 1, seen))) };
    if (schema.anyOf?.length === 1) schema = schema.anyOf[0];
    if (!nullable) return schema;
    if (typeof schema.type === 'string' && !schema.const) return { ...schema, type: [schema.type, 'null'], ...(schema.enum ? { enum: [...schema.enum, null] } : {}) };
    return { anyOf: [...(schema.anyOf ?? [schema]), { type: 'null' }] };
  }
  const name = checker.typeToString(type);
  if (name === 'Date') return { type: 'string', format: 'date-time' };
  if (checker.isTupleType(type)) return { type: 'array', items: anyOf(checker.getTypeArguments(type).map((t) => schemaOf(t, node, depth + 1, seen))) };
  if (checker.isArrayType(type)) return { type: 'array', items: schemaOf(checker.getTypeArguments(type)[0], node, depth + 1, seen) };
  if (f & ts.TypeFlags.Object) {
    if (seen.has(type)) return {};
    const inner = new Set(seen).add(type);
    const properties = {};
    const required = [];
    for (const p of checker.getPropertiesOfType(type)) {
      if (p.flags & ts.SymbolFlags.Method) continue;
      const t = checker.getTypeOfSymbolAtLocation(p, node);
      if (isVoid(t)) continue;
      properties[p.name] = schemaOf(t, node, depth + 1, inner);
      const optional = (p.flags & ts.SymbolFlags.Optional) !== 0 || (t.isUnion() && t.types.some(isVoid));
      if (!optional) required.push(p.name);
    }
    const index = checker.getIndexInfosOfType(type)[0];
    return {
      type: 'object',
      ...(Object.keys(properties).length ? { properties } : {}),
      ...(required.length ? { required } : {}),
      ...(index ? { additionalProperties: schemaOf(index.type, node, depth + 1, inner) } : {}),
    };
  }
  return {};
}

function unique(schemas) {
  const seen = new Map(schemas.map((s) => [JSON.stringify(s), s]));
  return [...seen.values()];
}

function anyOf(schemas) {
  const list = unique(schemas);
  return list.length === 1 ? list[0] : { anyOf: list };
}

/** `Controller.method` → schema, for every route handler that answers a body. */
function responseSchemas() {
  const schemas = {};
  for (const file of controllers) {
    const source = program.getSourceFile(file);
    ts.forEachChild(source, function visit(node) {
      if (ts.isClassDeclaration(node) && ts.getDecorators(node)?.some((d) => decoratorName(d) === 'Controller')) {
        for (const member of node.members) {
          if (!ts.isMethodDeclaration(member) || !(ts.getDecorators(member) ?? []).some((d) => VERBS.has(decoratorName(d)))) continue;
          const signature = checker.getSignatureFromDeclaration(member);
          const returned = checker.getAwaitedType(checker.getReturnTypeOfSignature(signature));
          // Nothing, or bytes (a file the route streams): no JSON body to describe.
          if (!returned || isVoid(returned) || /^(StreamableFile|Buffer|Readable)\b/.test(checker.typeToString(returned))) continue;
          const key = `${node.name.text}.${member.name.getText()}`;
          if (schemas[key]) throw new Error(`Two controllers named ${node.name.text} (${relative(root, file)}): the key would be ambiguous.`);
          schemas[key] = schemaOf(returned, member, 0, new Set());
        }
      }
      ts.forEachChild(node, visit);
    });
  }
  return Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b)));
}

function render(schemas) {
  const lines = Object.entries(schemas).map(([key, schema]) => `  ${JSON.stringify(key)}: ${JSON.stringify(schema)},`);
  return [
    '// Generated by `npm run openapi:responses` (scripts/openapi-responses.mjs) from the controllers\' return types.',
    '// Do not edit: change what a route returns and run the script again.',
    '',
    '/** JSON Schema of each route\'s success body, keyed by `ControllerClass.method`. */',
    'export const RESPONSE_SCHEMAS: Record<string, Record<string, unknown>> = {',
    ...lines,
    '};',
    '',
  ].join('\n');
}

const text = render(responseSchemas());
if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    // missing: stale
  }
  if (current !== text) {
    console.error(`${relative(root, target)} is stale: run \`npm run openapi:responses\` and commit it.`);
    process.exit(1);
  }
} else {
  writeFileSync(target, text);
  console.log(`wrote ${relative(root, target)}`);
}
