import type { ReferenceField, ReferenceOperation } from '@/lib/http/openapi-reference';

function FieldTable({ caption, fields, showWhere }: { caption: string; fields: ReferenceField[]; showWhere: boolean }) {
  return (
    <table className="docs-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          {showWhere && <th scope="col">In</th>}
          <th scope="col">Type</th>
          <th scope="col">Required</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => (
          <tr key={`${field.where}:${field.name}`}>
            <th scope="row"><code>{field.name}</code>{field.description && <><br /><small>{field.description}</small></>}</th>
            {showWhere && <td data-label="In">{field.where}</td>}
            <td data-label="Type">{field.type}</td>
            <td data-label="Required">{field.required ? 'yes' : 'no'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One endpoint of the reference: method, path, summary, access, parameters, body and error statuses. */
export function OperationCard({ operation }: { operation: ReferenceOperation }) {
  const { method, path } = operation;
  return (
    <article className="docs-op" id={operation.id} aria-labelledby={`${operation.id}-title`}>
      <h3 id={`${operation.id}-title`}>
        <span className={`docs-method docs-method--${method.toLowerCase()}`}>{method}</span>
        <code>{path}</code>
      </h3>
      <p>{operation.summary}</p>
      <dl className="docs-facts">
        <div><dt>Access</dt><dd>{operation.owner ? 'Shop owner (bearer token)' : 'Public'}</dd></div>
        {operation.csrf && <div><dt>CSRF</dt><dd>x-csrf-token header</dd></div>}
        <div><dt>Success</dt><dd>{operation.success.status}{operation.success.status === '204' ? ' (no content)' : ''}</dd></div>
        {operation.rateLimit && <div><dt>Rate limit</dt><dd>{operation.rateLimit}</dd></div>}
        {operation.openWhenClosed && <div><dt>Closed shop</dt><dd>still answers</dd></div>}
      </dl>
      {operation.parameters.length > 0 && <FieldTable caption="Parameters" fields={operation.parameters} showWhere />}
      {operation.body && <FieldTable caption="Request body" fields={operation.body} showWhere={false} />}
      {operation.errors.length > 0 && (
        <p className="docs-errors">
          Errors: {operation.errors.map((error, index) => (
            <span key={error.status}>{index > 0 && ', '}<a href={`#status-${error.status}`}>{error.status}</a></span>
          ))}
        </p>
      )}
    </article>
  );
}
