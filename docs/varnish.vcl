vcl 4.1;
# Sample Varnish front for the site (see README, "Running behind Varnish or a CDN"). Written for
# Debian 12's varnish 7.1; run by test/e2e/varnish.test.ts. Install it as /etc/varnish/default.vcl
# (or point varnishd -f at it), start the app with
#
#     CDN_PURGE_URLS=http://127.0.0.1:6081  EDGE_MAX_AGE_S=86400  TRUST_PROXY=true  PUBLIC_URL=https://...
#
# and put TLS (nginx, hitch, a load balancer) in front of Varnish's port.
#
# What it does, all of it following the app's own headers:
#   - keeps what the app's Cache-Control lets a shared cache keep, for its s-maxage (or max-age),
#     and past that serves the old copy for stale-while-revalidate seconds while it fetches a new
#     one (grace); an answer without Cache-Control, or one marked private / no-store / no-cache,
#     is never kept;
#   - passes the admin (/admin, /api/admin), every method but GET and HEAD (form posts), and every
#     request with an Authorization header straight to the app;
#   - drops the visitor's cookies before the lookup: pages never read them, except the bare `/`,
#     which redirects a visitor whose `lang` cookie names another language (that answer is
#     private and passed, never stored or shown to anyone else);
#   - keeps one copy per encoding the app sends (br, gzip, none), as its `Vary: Accept-Encoding`
#     says, instead of Varnish's default of gzip only;
#   - takes `BAN /` (what the app sends after every content write and at start) and `PURGE <url>`
#     (one URL, all its encodings) from localhost only.

import std;

backend default {
    .host = "127.0.0.1";
    .port = "3000";
    # An uncached render waits at most a few seconds at the app's gate before a 503.
    .first_byte_timeout = 30s;
}

# Who may ban or purge: the app on this machine. Add the app's address if it runs elsewhere.
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    if (req.method == "BAN") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        # Everything the app may change: all but the immutable answers (hashed assets, uploads,
        # versioned drawings), which never change under their URL. Only obj.* in the expression,
        # so Varnish's ban lurker clears matching objects in the background.
        if (std.ban("obj.http.Cache-Control !~ immutable")) {
            return (synth(200, "Banned"));
        }
        return (synth(400, std.ban_error()));
    }
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        # Every encoding's copy of the URL (see vcl_hash): purged one by one, vcl_purge restarting.
        if (req.restarts == 0) {
            set req.http.X-Encoding = "br";
        }
        return (purge);
    }

    # Form posts, uploads, the admin's writes: always the app's.
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    if (req.url ~ "^/(admin|api/admin)([/?]|$)" || req.http.Authorization) {
        return (pass);
    }
    # The bare / redirects a visitor whose language cookie is not Turkish: that answer is theirs.
    if (req.url ~ "^/(\?|$)" && req.http.Cookie ~ "(^|;\s*)lang=" && req.http.Cookie !~ "(^|;\s*)lang=tr(;|$)") {
        return (pass);
    }
    # No other answer depends on a cookie (the app sets none; the admin's token is a header).
    unset req.http.Cookie;

    # One copy per encoding the app can send. Varnish rewrites Accept-Encoding to gzip (or
    # nothing) after this, so the choice travels in X-Encoding to the hash and the backend.
    if (req.http.Accept-Encoding ~ "\bbr\b") {
        set req.http.X-Encoding = "br";
    } elsif (req.http.Accept-Encoding ~ "\bgzip\b") {
        set req.http.X-Encoding = "gzip";
    } else {
        set req.http.X-Encoding = "identity";
    }
    return (hash);
}

sub vcl_hash {
    if (req.http.X-Encoding) {
        hash_data(req.http.X-Encoding);
    }
    # Falls through to the built-in vcl_hash: the URL and the Host.
}

sub vcl_purge {
    # Purge the URL's other encodings too, one restart each.
    if (req.http.X-Encoding == "br") {
        set req.http.X-Encoding = "gzip";
        return (restart);
    }
    if (req.http.X-Encoding == "gzip") {
        set req.http.X-Encoding = "identity";
        return (restart);
    }
    return (synth(200, "Purged"));
}

sub vcl_backend_fetch {
    # Ask the app for the encoding this copy is for (Varnish would ask for gzip).
    if (bereq.http.X-Encoding) {
        set bereq.http.Accept-Encoding = bereq.http.X-Encoding;
        unset bereq.http.X-Encoding;
    }
}

sub vcl_backend_response {
    # Only what the app says may be kept is kept; anything it did not label is passed.
    if (!beresp.http.Cache-Control) {
        set beresp.uncacheable = true;
        set beresp.ttl = 120s;
        return (deliver);
    }
    # stale-while-revalidate is how long an expired copy may still be served while a new one is
    # fetched: Varnish's grace. Without it, none: an expired copy is fetched again first.
    if (beresp.http.Cache-Control ~ "stale-while-revalidate=\d+") {
        set beresp.grace = std.duration(
            regsub(beresp.http.Cache-Control, ".*stale-while-revalidate=(\d+).*", "\1s"), 0s);
    } else {
        set beresp.grace = 0s;
    }
    # Past grace, keep the copy an hour more to revalidate it with its ETag (a 304 is cheap).
    set beresp.keep = 1h;
    # The built-in rules follow: private / no-store / no-cache and Set-Cookie are never kept.
}

sub vcl_deliver {
    # For operators and the tests: whether this answer came from Varnish's cache.
    if (obj.uncacheable) {
        set resp.http.X-Cache = "PASS";
    } elsif (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
}
