# site.vcl for deploy/compose.yaml (included by ../varnish/vitrine.vcl): the backend is HAProxy, and
# only the app network (where the instances are) may PURGE on the purge listener.
backend default {
    .host = "haproxy";
    .port = "8080";
    .first_byte_timeout = 30s;
}

acl purgers {
    "172.30.0.0"/24;
}
