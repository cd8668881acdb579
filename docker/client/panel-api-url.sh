#!/bin/sh
# Runs before nginx starts (the image's /docker-entrypoint.d): the client-only panel needs the
# address of the real API it talks to, as an absolute URL without a trailing slash. A failing
# check stops the container before nginx starts.
case "${PANEL_API_URL:-}" in
  http://*/ | https://*/)
    echo "PANEL_API_URL must not end with a slash: ${PANEL_API_URL}" >&2
    exit 1 ;;
  *[\"\'\ \;\\]*)
    echo "PANEL_API_URL must be a plain URL (no quotes, spaces, semicolons or backslashes)." >&2
    exit 1 ;;
  http://?* | https://?*) ;;
  *)
    echo "Set PANEL_API_URL to the API the panel talks to, e.g. PANEL_API_URL=https://panel-api.example.net" >&2
    exit 1 ;;
esac
# Where the sign-in page's "Forgot your password?" leads: empty for none (the client ignores an empty
# value), else an https address or a path on the panel's origin, written into /config.json as it is.
case "${PANEL_PASSWORD_RESET_URL:-}" in
  *[\"\'\ \;\\\$]*)
    echo "PANEL_PASSWORD_RESET_URL must be a plain URL (no quotes, spaces, semicolons, backslashes or dollar signs)." >&2
    exit 1 ;;
  "" | https://?* | /[!/]*) ;;
  *)
    echo "PANEL_PASSWORD_RESET_URL takes an https:// address or a path on the panel's origin (e.g. /reset); got ${PANEL_PASSWORD_RESET_URL}" >&2
    exit 1 ;;
esac
# Whether the API takes credentials (Access-Control-Allow-Credentials): written into /config.json as
# it is, so only the two JSON literals pass.
case "${PANEL_API_CREDENTIALS:-}" in
  true | false) ;;
  *)
    echo "PANEL_API_CREDENTIALS must be true or false (the image's default is false)." >&2
    exit 1 ;;
esac
