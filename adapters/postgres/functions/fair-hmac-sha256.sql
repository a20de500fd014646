-- HMAC-SHA256 (RFC 2104) over the core sha256(): domain/fairness/sha256.ts hmacSha256, byte for byte.
-- The key, zero-padded to the 64-byte block, is XORed with the pads as bit(512) strings; varbit_send
-- gives the bits back as bytes after its 4-byte length. PL/pgSQL, not SQL: a SQL function with a
-- FROM is not inlined, and was parsed and planned again at each of a spin's calls; these expressions'
-- plans are kept for the session.
CREATE OR REPLACE FUNCTION fair_hmac_sha256(key bytea, data bytea) RETURNS bytea
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  k bit(512) := rpad('x' || encode(CASE WHEN length(key) > 64 THEN sha256(key) ELSE key END, 'hex'), 129, '0')
    ::bit(512);
BEGIN
  RETURN sha256(substring(varbit_send(k # ('x' || repeat('5c', 64))::bit(512)) FROM 5)
    || sha256(substring(varbit_send(k # ('x' || repeat('36', 64))::bit(512)) FROM 5) || data));
END $$;
