"""SHA-256 without OpenSSL.

Importing hashlib loads all of OpenSSL's libcrypto (about 5 ms of start-up here); CPython's own SHA-256
gives the same digests. hashlib stays the fallback for a Python built without it.
"""

from __future__ import annotations

try:
    from _sha2 import sha256  # CPython 3.12 and later
except ImportError:
    try:
        from _sha256 import sha256  # CPython 3.11
    except ImportError:
        from hashlib import sha256

__all__ = ["sha256"]
