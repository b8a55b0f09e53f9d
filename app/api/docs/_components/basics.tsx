import { ERROR_RESPONSES } from '@/lib/http/openapi-components';

/** How every call works: shop, authentication, CSRF, errors and rate limits (what docs/api/README.md says at length). */
export function Basics({ signInAnchor }: { signInAnchor?: string }) {
  return (
    <section aria-labelledby="basics">
      <h2 id="basics">How every call works</h2>
      <dl className="docs-basics">
        <dt>Base path and shop</dt>
        <dd>
          Endpoints live under <code>/api/v2</code> unless shown otherwise. Every call names its shop with the <code>shop</code> query
          parameter (else the host name, else the default shop) and may carry <code>previewTheme</code>, <code>themeStyle</code> and{' '}
          <code>locale</code>; those four are left out of the tables below.
        </dd>
        <dt>Authentication</dt>
        <dd>
          Owner endpoints need <code>Authorization: Bearer &lt;token&gt;</code> with a token from{' '}
          {signInAnchor ? <a href={`#${signInAnchor}`}><code>POST /api/v2/auth/sign-in</code></a> : <code>POST /api/v2/auth/sign-in</code>},
          or the shop&apos;s session cookie <code>vitrine-owner.&#123;shop&#125;</code> that the sign-in sets (its writes need the CSRF token).
          Both name one server-side session: after sign-out or a password change they answer 401. No or a bad token answers 401;
          another shop&apos;s token 403.
        </dd>
        <dt>CSRF</dt>
        <dd>
          Every answer carries an <code>x-csrf-token</code> header and sets the <code>vitrine-csrf</code> cookie on first contact. Endpoints
          marked CSRF, and every write the owner&apos;s session cookie authorises, need that token back in the <code>x-csrf-token</code>
          request header, together with the cookie; else 403.
        </dd>
        <dt>Bodies</dt>
        <dd>JSON with <code>content-type: application/json</code>, at most 256 KiB; unknown fields are ignored.</dd>
        <dt>Errors</dt>
        <dd>
          JSON <code>{'{ "message": string, "code"?: string, "errors"?: [{ "path", "message" }] }'}</code> with a <code>request-id</code> header:
          <table className="docs-table">
            <caption className="visually-hidden">Error statuses</caption>
            <thead><tr><th scope="col">Status</th><th scope="col">Meaning</th></tr></thead>
            <tbody>
              {Object.entries(ERROR_RESPONSES).map(([status, { description }]) => (
                <tr key={status} id={`status-${status}`}><th scope="row">{status}</th><td>{description}</td></tr>
              ))}
            </tbody>
          </table>
        </dd>
      </dl>
    </section>
  );
}
