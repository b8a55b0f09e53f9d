vcl 4.1;
# Varnish in front of Vitrine (deploy/README.md, "HTTP cache"). Keeps the shopper pages the app marks
# shared-cacheable (s-maxage) per host and URL, drops them by their cache tags (the `xkey` header)
# when the app sends PURGE with `xkey-purge`, and sends everything else to the app untouched: owners'
# views, per-shopper pages, the API and any answer that is private, no-store or sets a cookie.
# Needs Debian's varnish (7.x) and varnish-modules (xkey).

import xkey;

# This installation: `backend default` (the app, or the balancer in front of its instances) and
# `acl purgers` (the instances that send purges). Found on vcl_path, e.g. /etc/varnish/site.vcl.
include "site.vcl";

sub vcl_recv {
    if (req.method == "PURGE") {
        call vitrine_purge;
    }
    # Writes (the API, forms, server actions) and other methods go to the app; never kept. Varnish's
    # own default would pipe unknown methods.
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    if (req.http.Authorization) {
        return (pass);
    }
    # The editor (its own prefix, before any language) and the API, health checks and API docs.
    if (req.url ~ "^/editor(/|\?|$)" || req.url ~ "^/api(/|\?|$)") {
        return (pass);
    }
    # Pages rendered per shopper or per query, under any language prefix (lib/routing/constants.ts
    # PER_REQUEST_ROUTE, plus the account's forgot-password form): cart, wishlist, search, checkout,
    # order pages, password reset, account confirmation, the theme manager.
    if (req.url ~ "^/([a-zA-Z]{2}/)?(cart|wishlist|search|checkout|o|forgot-password|reset-password|confirm-account|thememanager)(/|\?|$)") {
        return (pass);
    }
    # An owner's preview, a theme preview, and addresses carrying a secret (an editor token, an
    # order's view token, a password-reset token): with or without a value (lib/security/header-rules.mjs).
    if (req.url ~ "[?&](preview|previewTheme|token|viewtoken|tkn)(=|&|$)") {
        return (pass);
    }
    # A page's Markdown version (docs/api/agents.md): a `.md` address, or the page's own address asked
    # for with `Accept: text/markdown`. Such a request is looked up apart from the HTML (vcl_hash), and
    # its Accept made one value, so that the app's `Vary: Accept` keeps one Markdown copy per page rather
    # than one per client's Accept header. Other requests keep theirs (the image optimizer reads it).
    if (req.url ~ "^[^?]*\.md(\?|$)" || req.http.Accept ~ "(?i)(^|[,\s])text/markdown([;,\s]|$)") {
        set req.http.Accept = "text/markdown";
    }
    # Everything else is looked up without cookies, and fetched without them on a miss: a page kept
    # here was rendered without any shopper's cookie, so it can be shown to every shopper. (The app's
    # cached pages read no cookie; shoppers' own state comes from the API, which is passed above.)
    unset req.http.Cookie;
    return (hash);
}

sub vitrine_purge {
    # Only on the listener named "purge" (-a purge=...), which a proxy in front of Varnish does not
    # reach, and only from the instances in `acl purgers`.
    if (local.socket != "purge" || client.ip !~ purgers) {
        return (synth(403, "Forbidden"));
    }
    if (req.http.xkey-purge !~ "[^\s,]") {
        return (synth(400, "PURGE needs an xkey-purge header naming keys"));
    }
    # A hard purge: a changed page must not be served again, not even while a fresh one is fetched.
    set req.http.xkey-purged = xkey.purge(req.http.xkey-purge);
    return (synth(200, "Purged " + req.http.xkey-purged + " objects"));
}

sub vcl_hash {
    # Varnish's own hash (after this) is the URL and the Host: the shop is chosen by host or the
    # `shop` parameter, the language by the path. The scheme the TLS terminator reports comes in too:
    # only answers to https requests carry Strict-Transport-Security.
    hash_data(req.http.X-Forwarded-Proto);
    # Markdown and HTML of one address are two objects (vcl_recv made a Markdown request's Accept this).
    if (req.http.Accept == "text/markdown") {
        hash_data("text/markdown");
    }
}

sub vcl_hit {
    set req.http.X-Cache = "HIT";
}

sub vcl_miss {
    set req.http.X-Cache = "MISS";
}

sub vcl_pass {
    set req.http.X-Cache = "PASS";
}

sub vcl_backend_fetch {
    unset bereq.http.X-Cache;
}

sub vcl_backend_response {
    if (bereq.uncacheable) {
        return (deliver);
    }
    # Kept only what the app says a shared cache may keep (s-maxage, or a public max-age such as
    # Next's static files'), and never an answer that sets a cookie, is private or no-store, or
    # varies by everything. The rest is not cached, and the next request for it goes to the app.
    if (beresp.http.Set-Cookie
        || beresp.http.Cache-Control ~ "(?i)(^|[ ,])(private|no-store|no-cache)([ ,=]|$)"
        || beresp.http.Cache-Control !~ "(?i)(^|[ ,])(s-maxage|max-age)="
        || beresp.http.Vary == "*") {
        set beresp.uncacheable = true;
        set beresp.ttl = 120s;
        return (deliver);
    }
    # The TTL is the app's s-maxage (a day for shopper pages: they are purged on change, not on a
    # timer). Its stale-while-revalidate (a year) becomes grace: capped, so that an expired page is
    # served while the fresh one is fetched, but not kept in memory for a year.
    if (beresp.grace > 1d) {
        set beresp.grace = 1d;
    }
    return (deliver);
}

sub vcl_deliver {
    # Whether the answer came from here: HIT, MISS (fetched and kept if cacheable) or PASS.
    set resp.http.X-Cache = req.http.X-Cache;
    # The keys are for this cache only. Every other header of the app, its security headers
    # included, is sent as the app sent it.
    unset resp.http.xkey;
}
