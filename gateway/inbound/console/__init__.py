"""The review console: the desk in the browser, served by the gateway from this package (no CDN, no build)."""
