/** The ten documentation pages of the specification, in its three groups, in reading order. */
export type DocPath =
  | '/doc-introduction'
  | '/doc-api-endpoints'
  | '/doc-authentication'
  | '/doc-formats'
  | '/doc-apiusage'
  | '/doc-errorhandling'
  | '/doc-key-generation'
  | '/doc-key-management'
  | '/doc-key-security-guidelines'
  | '/doc-sdks';

export type DocPage = { path: DocPath; title: string; group: DocGroup; summary: string };
export type DocGroup = 'API Documentation' | 'API Key Management' | 'Developer Resources';

export const docGroups: readonly DocGroup[] = ['API Documentation', 'API Key Management', 'Developer Resources'];

export const docPageList: readonly DocPage[] = [
  { path: '/doc-introduction', title: 'Introduction', group: 'API Documentation', summary: 'What the API is for and what it gives you.' },
  { path: '/doc-api-endpoints', title: 'API Endpoints', group: 'API Documentation', summary: 'Every endpoint, generated from the OpenAPI document.' },
  { path: '/doc-authentication', title: 'Authentication', group: 'API Documentation', summary: 'Send OTP, login, logout and authenticated requests.' },
  { path: '/doc-formats', title: 'Formats', group: 'API Documentation', summary: 'Methods, headers, parameters, bodies and status codes.' },
  { path: '/doc-apiusage', title: 'Usage Examples', group: 'API Documentation', summary: 'A worked example, pagination included.' },
  { path: '/doc-errorhandling', title: 'Error Handling', group: 'API Documentation', summary: 'Error shapes, field errors and non-field errors.' },
  { path: '/doc-key-generation', title: 'Key Generation', group: 'API Key Management', summary: 'Tokens for people, API keys for systems: create one here.' },
  { path: '/doc-key-management', title: 'Key Management', group: 'API Key Management', summary: 'Your keys: list, rotate, revoke.' },
  { path: '/doc-key-security-guidelines', title: 'Key Security Guidelines', group: 'API Key Management', summary: 'Token anatomy and lifetimes.' },
  { path: '/doc-sdks', title: 'SDKs and Libraries', group: 'Developer Resources', summary: 'curl, a generated TypeScript client and Python requests.' },
];

export function docPage(path: DocPath): DocPage {
  return docPageList.find((p) => p.path === path)!;
}

/** The page before and after `path` in reading order. */
export function neighbours(path: DocPath): { previous?: DocPage; next?: DocPage } {
  const index = docPageList.findIndex((p) => p.path === path);
  return { previous: docPageList[index - 1], next: docPageList[index + 1] };
}
