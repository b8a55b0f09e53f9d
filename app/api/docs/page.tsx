import { openApiDocument } from '@/lib/http/openapi';
import { referenceSections } from '@/lib/http/openapi-reference';
import { Basics } from './_components/basics';
import { OperationCard } from './_components/operation-card';

// The contract only changes with a deployment: the page is rendered once, at build time.
export const dynamic = 'force-static';

/** GET /api/docs: the human-readable API reference, generated from the same document as /api/v2/openapi.json. */
export default function ApiReferencePage() {
  const sections = referenceSections(openApiDocument());
  const operations = sections.flatMap((section) => section.operations);
  const signIn = operations.find((operation) => operation.method === 'POST' && operation.path === '/api/v2/auth/sign-in');
  return (
    <>
      <a className="docs-skip" href="#main">Skip to content</a>
      <main id="main" className="docs">
        <h1>Vitrine API reference</h1>
        <p className="docs-lead">
          {operations.length} endpoints of the storefront and the page editor. The machine-readable description is the OpenAPI 3.1 document
          at <a href="/api/v2/openapi.json"><code>/api/v2/openapi.json</code></a>.
        </p>
        <nav className="docs-toc" aria-labelledby="contents">
          <h2 id="contents">Contents</h2>
          <ul>
            <li><a href="#basics">How every call works</a></li>
            {sections.map((section) => (
              <li key={section.tag}><a href={`#${section.anchor}`}>{section.tag}</a> ({section.operations.length})</li>
            ))}
          </ul>
        </nav>
        <Basics signInAnchor={signIn?.id} />
        {sections.map((section) => (
          <section key={section.tag} aria-labelledby={section.anchor}>
            <h2 id={section.anchor}>{section.tag}</h2>
            {section.operations.map((operation) => <OperationCard key={operation.id} operation={operation} />)}
          </section>
        ))}
      </main>
    </>
  );
}
