-- Finding people by name (issue 36, decision 024): case, Vietnamese diacritics, đ and runs of spaces never count, so
-- 'Linh Pham' finds 'Linh Phạm'. The same fold as textKey in packages/contract (which strips every mark; the
-- Vietnamese ones are all in U+0300–U+036F). Built from PostgreSQL's own functions only, so PGlite has it too (no
-- unaccent). After the marks and đ are gone a Vietnamese name is plain ASCII, which lower() folds under any locale.
-- IMMUTABLE (normalize, translate, regexp_replace and lower are), so an index may hold it.
CREATE OR REPLACE FUNCTION search_key(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
    SELECT lower(regexp_replace(translate(regexp_replace(normalize(value, NFD), '[\u0300-\u036f]+', '', 'g'), 'đĐ', 'dD'), '\s+', ' ', 'g'))
  $$;--> statement-breakpoint
-- The friends search and the admin panel look for each word of a query in the folded username and display name,
-- through this trigram index (decision 011). Not declared in db/schema/users.ts: drizzle-kit does not know the
-- function, and a declared expression index would be generated again by the next db:generate.
CREATE INDEX IF NOT EXISTS "users_name_key_trgm_idx" ON "users" USING gin (search_key("username" || ' ' || coalesce("display_name", '')) gin_trgm_ops);
