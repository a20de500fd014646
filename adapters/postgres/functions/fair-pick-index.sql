-- domain/fairness/random-stream.ts pickIndex: block j of the stream is HMAC-SHA256(seed, UTF-8 of
-- `message:j`), read as 4-byte big-endian words; the first word v < floor(2^32 / n) * n gives v mod n.
CREATE OR REPLACE FUNCTION fair_pick_index(seed bytea, message text, n bigint) RETURNS bigint
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  lim bigint;
  stream bytea;
  v bigint;
  block integer := 0;
BEGIN
  IF n < 1 OR n > 4294967296 THEN RAISE EXCEPTION 'cannot pick among %', n; END IF;
  lim := (4294967296 / n) * n;
  LOOP
    stream := fair_hmac_sha256(seed, convert_to(message || ':' || block, 'UTF8'));
    FOR w IN 0..7 LOOP
      v := (get_byte(stream, 4 * w)::bigint << 24) | (get_byte(stream, 4 * w + 1) << 16)
        | (get_byte(stream, 4 * w + 2) << 8) | get_byte(stream, 4 * w + 3);
      IF v < lim THEN RETURN v % n; END IF;
    END LOOP;
    block := block + 1;
  END LOOP;
END $$;
