# What differs per installation, included by vitrine.vcl (deploy/README.md, "HTTP cache"). Copy it
# next to vitrine.vcl (or to a folder earlier on vcl_path) and edit it.

# The app: one instance (`npm start` listens on 3000), or nginx/HAProxy balancing several instances.
backend default {
    .host = "127.0.0.1";
    .port = "3000";
    # Pages rendered per request (checkout, search) take longer than cached ones under load.
    .first_byte_timeout = 30s;
}

# Who may PURGE on the "purge" listener: every app instance (HTTP_CACHE_PURGE_URL points at that
# listener). Add the instances' addresses when they run on other machines.
acl purgers {
    "127.0.0.1";
    "::1";
}
