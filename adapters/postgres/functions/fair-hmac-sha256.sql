-- HMAC-SHA256 (RFC 2104) over the core sha256(): domain/fairness/sha256.ts hmacSha256, byte for byte.
-- The key, zero-padded to the 64-byte block, is XORed with the pads as bit(512) strings; varbit_send
-- gives the bits back as bytes after its 4-byte length.
CREATE OR REPLACE FUNCTION fair_hmac_sha256(key bytea, data bytea) RETURNS bytea
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT sha256(substring(varbit_send(k # ('x' || repeat('5c', 64))::bit(512)) FROM 5)
    || sha256(substring(varbit_send(k # ('x' || repeat('36', 64))::bit(512)) FROM 5) || data))
  FROM (SELECT rpad('x' || encode(CASE WHEN length(key) > 64 THEN sha256(key) ELSE key END, 'hex'), 129, '0')
          ::bit(512) AS k) AS block
$$;
