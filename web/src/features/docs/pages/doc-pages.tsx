import { Accordion, Code, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ResponsiveTable, type Column } from '../../../components/data/responsive-table';
import { AnchorLink } from '../../../components/links/router-links';
import { ApiKeyCreate } from '../components/api-key-create';
import { ApiKeyList } from '../components/api-key-list';
import { CodeBlock } from '../components/code-block';
import { DocsLayout } from '../components/docs-layout';
import { EndpointsAccordion, apiBase } from '../components/endpoints-accordion';
import { TokenAnatomy } from '../components/token-anatomy';
import type { DocPath } from '../model/doc-pages';

const base = () => `${apiBase()}/api`;

/** A documentation page that is one component inside the docs layout. */
function bodyOnlyPage(path: DocPath, body: ReactNode) {
  return function DocPage() {
    return <DocsLayout path={path}>{body}</DocsLayout>;
  };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={2} fz="xl">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export function DocIntroductionPage() {
  return (
    <DocsLayout path="/doc-introduction">
      <Stack gap="xl">
        <Section title="Purpose">
          <Text>
            The Provenance API lets brands, warehouses, logistics firms and their systems (ERP, WMS, shop floors) do everything the web app does:
            register products and stock items, pack them, hand them over, follow ownership requests, and check any item's verified history.
            Every change is an event in a tamper-evident log, so what you read through the API is what auditors can replay.
          </Text>
        </Section>
        <Section title="Benefits">
          <List spacing="xs">
            <List.Item>
              <b>Enhanced efficiency</b>: register thousands of stock items, pack and transfer them from your own systems instead of by hand.
            </List.Item>
            <List.Item>
              <b>Transparency and trust</b>: every item carries a hash-chained history; anyone can check authenticity by id or QR code.
            </List.Item>
            <List.Item>
              <b>Data-backed decisions</b>: dashboards and reports come from the same events, ready for your own analytics.
            </List.Item>
          </List>
        </Section>
        <Section title="Getting started">
          <Text>
            Base URL: <Code>{base()}</Code>. JSON in and out. Sign in with an e-mail code to get tokens (
            <AnchorLink to="/doc-authentication">Authentication</AnchorLink>), or create an API key for a system (
            <AnchorLink to="/doc-key-generation">Key Generation</AnchorLink>). The complete list is on{' '}
            <AnchorLink to="/doc-api-endpoints">API Endpoints</AnchorLink>; the machine-readable OpenAPI 3.1 document is at{' '}
            <Code>{base()}/openapi.json</Code>.
          </Text>
        </Section>
        <Section title="Standards">
          <Text>
            Products may carry a GS1 GTIN (<Code>gtin</Code> on <Code>/api/product/addproduct</Code>, check digit verified). Their items' QR codes
            then encode GS1 Digital Link URIs, <Code>{apiBase()}/01/&lt;GTIN&gt;/21/&lt;item id&gt;</Code>, which open the item's public tracking page
            and are accepted by the QR photo check.
          </Text>
          <Text>
            The history of your goods is also available as GS1 EPCIS 2.0 events (<Code>GET /api/epcis/events</Code>, with <Code>MATCH_epc</Code>,{' '}
            <Code>GE_eventTime</Code>, <Code>LT_eventTime</Code> and <Code>eventType</Code>), and warehouse or ERP systems can send theirs (
            <Code>POST /api/epcis/capture</Code>): commissioning, packing and unpacking, and hand-overs are decided by the same rules as in the app.
          </Text>
        </Section>
      </Stack>
    </DocsLayout>
  );
}

export const DocApiEndpointsPage = bodyOnlyPage('/doc-api-endpoints', <EndpointsAccordion />);

export function DocAuthenticationPage() {
  return (
    <DocsLayout path="/doc-authentication">
      <Stack gap="md">
        <Text>
          People sign in with their e-mail address and a one-time code; systems use API keys. Open one card at a time.
        </Text>
        <Accordion variant="separated" radius="md">
          <Accordion.Item value="sendotp">
            <Accordion.Control>Send OTP</Accordion.Control>
            <Accordion.Panel>
              <Stack gap="sm">
                <Text>
                  <Code>POST /api/account/sendotp</Code> with your e-mail address mails a 6-digit code, valid for a few minutes and for a limited
                  number of attempts.
                </Text>
                <CodeBlock language="bash" code={`curl -X POST ${base()}/account/sendotp \\\n  -H 'Content-Type: application/json' \\\n  -d '{"email": "buyer@example.com"}'`} />
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="login">
            <Accordion.Control>Login</Accordion.Control>
            <Accordion.Panel>
              <Stack gap="sm">
                <Text>
                  <Code>POST /api/account/login</Code> exchanges the e-mail and code for an <Code>access</Code> token (short-lived) and a{' '}
                  <Code>refresh</Code> token. A wrong or expired code answers 400 with <Code>non_field_errors</Code>.
                </Text>
                <CodeBlock language="bash" code={`curl -X POST ${base()}/account/login \\\n  -H 'Content-Type: application/json' \\\n  -d '{"email": "buyer@example.com", "otp": "123456"}'\n# → {"refresh": "eyJ…", "access": "eyJ…"}`} />
                <Text>
                  Renew with <Code>POST /api/account/refresh</Code> <Code>{'{"refresh": "…"}'}</Code>: you get a new pair, and the old refresh token
                  stops working.
                </Text>
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="logout">
            <Accordion.Control>Logout</Accordion.Control>
            <Accordion.Panel>
              <Stack gap="sm">
                <Text>
                  <Code>POST /api/account/logout</Code> with the refresh token ends the session: it and every access token of the session are refused
                  from then on.
                </Text>
                <CodeBlock language="bash" code={`curl -X POST ${base()}/account/logout \\\n  -H "Authorization: Bearer $ACCESS" -H 'Content-Type: application/json' \\\n  -d '{"refresh_token": "'"$REFRESH"'"}'`} />
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="requests">
            <Accordion.Control>Making requests to all APIs</Accordion.Control>
            <Accordion.Panel>
              <Stack gap="sm">
                <Text>
                  Send the access token as a Bearer authorization header, with JSON as the content type. A system sends its API key instead, as{' '}
                  <Code>Authorization: Api-Key …</Code> or <Code>X-API-Key: …</Code>. Without valid credentials a private endpoint answers 401.
                </Text>
                <CodeBlock language="bash" code={`curl ${base()}/product/getproducts \\\n  -H "Authorization: Bearer $ACCESS" -H 'Content-Type: application/json'\n\ncurl ${base()}/product/getproducts -H "X-API-Key: $API_KEY"`} />
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      </Stack>
    </DocsLayout>
  );
}

const STATUS_CLASSES = [
  ['2xx success', '200 OK (read, or a change that returns the record), 201 Created (something new was stored), 204 No Content'],
  ['3xx redirection', '301 Moved Permanently, 302 Found (GS1 Digital Link to the tracking page), 304 Not Modified (cached files)'],
  ['4xx client error', '400 Bad Request (validation), 401 Unauthorized (no or bad credentials), 403 Forbidden, 404 Not Found, 405, 409 Conflict, 413, 429'],
  ['5xx server error', '500 Internal Server Error: our fault, never with a stack trace; retry later'],
] as const;

const STATUS_COLUMNS: Column<(typeof STATUS_CLASSES)[number]>[] = [
  { key: 'class', label: 'Status', cell: ([cls]) => cls, primary: true, width: 160 },
  { key: 'meaning', label: 'Meaning', cell: ([, text]) => text },
];

function FormatsBody({ pagination }: { pagination: boolean }) {
  return (
    <Stack gap="xl">
      <Section title="HTTP methods">
        <Text>
          <Code>GET</Code> reads and never changes anything; <Code>POST</Code> creates or performs an action; <Code>PATCH</Code> changes some
          fields of a record; <Code>DELETE</Code> removes (revokes) it. Each endpoint accepts only its documented method (405 otherwise, with an{' '}
          <Code>Allow</Code> header).
        </Text>
      </Section>
      <Section title="Headers">
        <Text>
          <Code>Content-Type: application/json</Code> on every body (uploads: <Code>multipart/form-data</Code>); <Code>Authorization</Code> as on
          Authentication; optionally <Code>Idempotency-Key</Code> (8–128 characters) so a retried POST is stored once.
        </Text>
      </Section>
      <Section title="Query parameters">
        <Text>
          Filters and paging go in the query string, e.g. <Code>/api/blockchain/search?q=INVE000001</Code>. Unknown parameters are ignored;
          invalid values answer 400 naming the parameter.
        </Text>
      </Section>
      <Section title="Request body">
        <Text>A JSON object whose fields are listed per endpoint; strings are trimmed, dates are YYYY-MM-DD, ids are the INVE…/PACK… display ids.</Text>
      </Section>
      <Section title="Authentication">
        <Text>
          A Bearer access token or an API key; see <AnchorLink to="/doc-authentication">Authentication</AnchorLink>.
        </Text>
      </Section>
      <Section title="Status codes">
        <ResponsiveTable label="Status codes" rows={STATUS_CLASSES} rowKey={([cls]) => cls} columns={STATUS_COLUMNS} />
      </Section>
      <Section title="Response headers and body">
        <Text>
          JSON bodies with <Code>Content-Type: application/json</Code>; lists that page report their total in <Code>X-Total-Count</Code>;{' '}
          <Code>Retry-After</Code> comes with 429. QR codes are PNG images, CSV exports <Code>text/csv</Code>.
        </Text>
      </Section>
      <Section title="Error handling">
        <Text>
          Errors have a status code and a JSON body: <Code>{'{"detail": "…"}'}</Code>, or per-field lists for validation. See{' '}
          <AnchorLink to="/doc-errorhandling">Error Handling</AnchorLink>.
        </Text>
      </Section>
      {pagination && (
        <Section title="Pagination">
          <Text>
            Long lists take <Code>limit</Code> and <Code>offset</Code> and return the total: <Code>/api/inventory/getitems</Code> and{' '}
            <Code>/api/inventory/complain</Code> in the <Code>X-Total-Count</Code> header, <Code>/api/blockchain/allstreams</Code> as{' '}
            <Code>count</Code> in the body. Ask for the next page until <Code>offset + limit ≥ total</Code>.
          </Text>
          <CodeBlock language="bash" code={`curl -i "${base()}/inventory/getitems?limit=100&offset=200" -H "X-API-Key: $API_KEY"\n# X-Total-Count: 1250\n# [{"display_id": "INVE000201", …}, …]`} />
        </Section>
      )}
      <Section title="Example">
        <Text>Register a product, then three stock items of it:</Text>
        <CodeBlock
          language="bash"
          code={`curl -X POST ${base()}/product/addproduct -H "Authorization: Bearer $ACCESS" -H 'Content-Type: application/json' \\\n  -d '{"name": "Submariner Date", "brand": "Rolex", "sku": "RLX-126610LN", "warranty": "2030-01-31",\n       "expire": "2045-12-31", "location": "28.4595&77.0266", "category": 1, "color": 1}'\n# 201 {"id": "0190…", "name": "Submariner Date", …}\n\ncurl -X POST ${base()}/inventory/additem -H "Authorization: Bearer $ACCESS" -H 'Content-Type: application/json' \\\n  -d '{"product_id": "0190…", "no_of_item": 3, "location": "28.4595&77.0266"}'\n# 201 {"items": [{"id": "…", "display_id": "INVE000001"}, …]}`}
        />
      </Section>
    </Stack>
  );
}

export const DocFormatsPage = bodyOnlyPage('/doc-formats', <FormatsBody pagination={false} />);

export const DocApiUsagePage = bodyOnlyPage('/doc-apiusage', <FormatsBody pagination />);

const ERROR_ROWS = [
  ['field validation', '400', '{"<field>": ["message", …]} or {"non_field_errors": ["…"]}'],
  ['malformed JSON, wrong content type', '400', '{"detail": "…"}'],
  ['no or bad token or key', '401', '{"detail": "…"}'],
  ['not allowed (not the owner, read-only key)', '403', '{"detail": "…"}'],
  ['unknown id', '404', '{"detail": "…"} (tracking adds "msg": "Invalid Product id")'],
  ['wrong method', '405', '{"detail": "Method \\"GET\\" not allowed."}'],
  ['conflict (changed meanwhile, duplicate)', '409', '{"detail": "…", "code": "…"}'],
  ['body too large', '413', '{"detail": "…"}'],
  ['rate limited', '429', '{"detail": "…"} with Retry-After'],
  ['server fault', '500', '{"detail": "…"}, never a stack trace'],
] as const;

const ERROR_COLUMNS: Column<(typeof ERROR_ROWS)[number]>[] = [
  { key: 'case', label: 'Case', cell: ([situation]) => situation, primary: true },
  { key: 'status', label: 'Status', cell: ([, status]) => status },
  {
    key: 'body',
    label: 'Body',
    cell: ([, , body]) => (
      <Text span ff="monospace" inherit>
        {body}
      </Text>
    ),
  },
];

export function DocErrorHandlingPage() {
  return (
    <DocsLayout path="/doc-errorhandling">
      <Stack gap="xl">
        <Text>
          Every error carries a status code, <Code>Content-Type: application/json</Code> and a body you can show as it is. A refused request changes
          nothing.
        </Text>
        <ResponsiveTable label="Errors" rows={ERROR_ROWS} rowKey={([situation]) => situation} columns={ERROR_COLUMNS} />
        <Section title="A detail error">
          <CodeBlock language="http" code={`GET /api/account/login\n\nHTTP/1.1 405 Method Not Allowed\nAllow: POST, OPTIONS\nContent-Type: application/json\n\n{"detail": "Method \\"GET\\" not allowed."}`} />
        </Section>
        <Section title="Validation errors, keyed by field">
          <Text>Each field that failed has a list of messages:</Text>
          <CodeBlock language="json" code={`POST /api/product/addproduct  {"brand": "Rolex", "warranty": "31/01/2030"}\n\n400 {\n  "name": ["This field is required."],\n  "sku": ["This field is required."],\n  "warranty": ["Date has wrong format. Use one of these formats instead: YYYY-MM-DD."]\n}`} />
          <Text>
            When the problem is not one field's, it is under <Code>non_field_errors</Code>:
          </Text>
          <CodeBlock language="json" code={`POST /api/account/login  {"email": "buyer@example.com", "otp": "000000"}\n\n400 {"non_field_errors": ["Invalid or expired code. Please request a new one."]}`} />
        </Section>
      </Stack>
    </DocsLayout>
  );
}

export function DocKeyGenerationPage() {
  return (
    <DocsLayout path="/doc-key-generation">
      <Stack gap="xl">
        <Section title="Token authentication">
          <Text>
            People use tokens: each request carries the access token as a Bearer authorization header with JSON as the content type. Tokens come from
            signing in (<AnchorLink to="/doc-authentication">Authentication</AnchorLink>) and expire quickly.
          </Text>
          <CodeBlock language="http" code={`Authorization: Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9…\nContent-Type: application/json`} />
        </Section>
        <Section title="API keys for systems">
          <Text>
            A system that runs unattended uses an API key: it acts as you, within its access (read only, or read and write), until you revoke it.
            Send it as <Code>X-API-Key: prv_…</Code> or <Code>Authorization: Api-Key prv_…</Code>. Each key has its own rate limit.
          </Text>
          <ApiKeyCreate />
        </Section>
      </Stack>
    </DocsLayout>
  );
}

export function DocKeyManagementPage() {
  return (
    <DocsLayout path="/doc-key-management">
      <Stack gap="xl">
        <Section title="Your keys">
          <ApiKeyList />
        </Section>
        <Section title="Good practice">
          <List spacing="xs">
            <List.Item>
              <b>Generating</b>: one key per system, named after it, with the least access it needs (read only unless it must write).
            </List.Item>
            <List.Item>
              <b>Storing</b>: in a secret manager or environment variable, never in source code, tickets or the browser.
            </List.Item>
            <List.Item>
              <b>Access control</b>: only the people running that system should see its key; a key cannot create or revoke keys.
            </List.Item>
            <List.Item>
              <b>Rotation</b>: create the new key, switch the system over, then revoke the old one.
            </List.Item>
            <List.Item>
              <b>Monitoring</b>: check "last used" above; a key you do not recognise in use, or one unused for months, should go.
            </List.Item>
            <List.Item>
              <b>Revoking</b>: revoke at once if a key may have leaked; it is refused from that moment.
            </List.Item>
            <List.Item>
              <b>Updating</b>: a key's access cannot change; create a key with the new access and revoke the old one.
            </List.Item>
          </List>
        </Section>
      </Stack>
    </DocsLayout>
  );
}

export const DocKeySecurityGuidelinesPage = bodyOnlyPage('/doc-key-security-guidelines', <TokenAnatomy />);

const TYPESCRIPT = `// npm install openapi-fetch && npx openapi-typescript ORIGIN/api/openapi.json -o provenance.d.ts
import createClient from 'openapi-fetch';
import type { paths } from './provenance';

const client = createClient<paths>({ baseUrl: 'ORIGIN', headers: { 'X-API-Key': process.env.API_KEY! } });
const { data, error } = await client.GET('/api/product/getproducts');`;

const PYTHON = `import os, requests

session = requests.Session()
session.headers["X-API-Key"] = os.environ["API_KEY"]
response = session.get("ORIGIN/api/product/getproducts", timeout=10)
response.raise_for_status()
for product in response.json():
    print(product["name"], product["sku"])`;

export function DocSdksPage() {
  const origin = apiBase();
  return (
    <DocsLayout path="/doc-sdks">
      <Stack gap="xl">
        <Text>
          The API is plain HTTP with JSON and an OpenAPI 3.1 description, so any HTTP client works. These are the ways we use and test it.
        </Text>
        <Section title="curl">
          <Text>Every example in these pages is a curl command you can paste into a terminal.</Text>
          <CodeBlock language="bash" code={`curl ${origin}/api/product/getproducts -H "X-API-Key: $API_KEY"`} />
        </Section>
        <Section title="TypeScript: a client generated from the OpenAPI document">
          <Text>
            <Code>openapi-typescript</Code> turns <Code>/api/openapi.json</Code> into types for every path, and <Code>openapi-fetch</Code> calls them
            with checked paths, parameters and bodies. Regenerate when the document changes.
          </Text>
          <CodeBlock language="typescript" code={TYPESCRIPT.replaceAll('ORIGIN', origin)} />
        </Section>
        <Section title="Python: requests">
          <CodeBlock language="python" code={PYTHON.replaceAll('ORIGIN', origin)} />
        </Section>
        <Section title="What the server runs on">
          <Text>
            Earlier documentation listed Python 3.10, Django 4.1, PostgreSQL 16.1 and AWS. This server is Node.js with NestJS, an event store
            (SQLite, or EventStoreDB in production) and read models (embedded, or MongoDB), packaged with Docker. None of that matters to a client:
            only the HTTP contract does.
          </Text>
        </Section>
      </Stack>
    </DocsLayout>
  );
}
