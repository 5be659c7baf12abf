-- Issue #16: a brand typed in Cyrillic the way it sounds («классен», «веркель», «хансгрое») is
-- read in latin letters («klassen», «verkel») and then matched to the catalogue's latin words by
-- how they sound: one key for spellings that sound alike (c/k, w/v, y/i, sz/sh, doubled letters,
-- an «h» after a letter, ei/ai). Used by the dictionary statement (server/search/resolve-facts.ts)
-- only for latin words no dictionary word spells; the index keeps it one probe. PL/pgSQL, so the
-- planner does not inline the seventeen calls into every statement that asks (9 ms of planning).
CREATE OR REPLACE FUNCTION vitrina_sound_key(word text) RETURNS text
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
BEGIN
  RETURN regexp_replace(
    replace(
      regexp_replace(
        translate(
          replace(replace(replace(
            regexp_replace(
              regexp_replace(
                replace(replace(replace(replace(replace(replace(replace(replace(word, 'kh', 'h'),
                  'sch', 'sh'), 'sz', 'sh'), 'cz', 'ch'), 'ck', 'k'), 'qu', 'kv'), 'ph', 'f'), 'x', 'ks'),
                'c([eiy])', 's\1', 'g'),
              'c', 'k', 'g'),
            'ts', 's'), 'tz', 's'), 'th', 't'),
          'qwyjz', 'kviis'),
        '([a-z])h', '\1', 'g'),
      'ei', 'ai'),
    '([a-z])\1+', '\1', 'g');
END
$fn$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS search_words_sound_idx ON search_words (vitrina_sound_key(word))
  WHERE word ~ '^[a-z]+$';
--> statement-breakpoint
-- What the key cannot hear: the demo's brands of two words typed as one or spoken in Russian,
-- and a brand whose «ń» the index cuts. Added only where no group holds one of the words.
INSERT INTO search_synonyms (terms, kind)
SELECT g.terms, 'brand' FROM (VALUES
  (ARRAY['quick-step', 'квикстеп', 'квик степ', 'квик-степ']),
  (ARRAY['tech-krep', 'текреп', 'текрэп', 'техкреп', 'тех-креп']),
  (ARRAY['pruszyński', 'прушински', 'прушинский', 'прушиньски']),
  (ARRAY['grand line', 'гранд лайн', 'грандлайн', 'гранд-лайн']),
  (ARRAY['knauf insulation', 'кнауф изоляция', 'кнауф инсулейшн'])
) AS g(terms)
WHERE NOT EXISTS (SELECT 1 FROM search_synonyms s WHERE s.terms && g.terms);
