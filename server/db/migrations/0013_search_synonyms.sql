CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"terms" text[] NOT NULL,
	"kind" text DEFAULT 'synonym' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Issue #16. Units: «25кг» is «25 кг», «м2», «м²» and «кв.м» are one unit («квм»), «м3», «м³»
-- and «куб.м» another («кубм»). Lower case and canonical units, punctuation kept: the measure
-- reader below needs the decimal commas and the «×» of a size. server/search/normalize.ts
-- (canonicalSearchText) is the JavaScript twin.
CREATE OR REPLACE FUNCTION vitrina_search_canon(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT regexp_replace(regexp_replace(regexp_replace(regexp_replace(
    translate(coalesce(value, ''),
      'АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯІЎABCDEFGHIJKLMNOPQRSTUVWXYZёіў²³',
      'абвгдеежзийклмнопрстуфхцчшщъыьэюяиуabcdefghijklmnopqrstuvwxyzеиу23'),
    '(^|[^а-яa-z])кв\.? ?м\.?(?![а-яa-z0-9])', '\1квм', 'g'),
    '(^|[^а-яa-z])куб\.? ?м\.?(?![а-яa-z0-9])', '\1кубм', 'g'),
    '(^|[^а-яa-z])м2(?![0-9])', '\1квм', 'g'),
    '(^|[^а-яa-z])м3(?![0-9])', '\1кубм', 'g')
$fn$;
--> statement-breakpoint
-- A number glued to a word or a word glued to a number is two words («25кг» → «25 кг», «c16» → «c 16», «н60» → «н 60»), in
-- the index and in queries alike.
CREATE OR REPLACE FUNCTION vitrina_search_norm(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT btrim(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
    vitrina_search_canon(value),
    '([0-9])[xх](?=[0-9])', '\1 ', 'g'),
    '([0-9])(?=[a-zа-я])', '\1 ', 'g'),
    '([a-zа-я])(?=[0-9])', '\1 ', 'g'),
    '[^0-9a-zа-я]+', ' ', 'g'))
$fn$;
--> statement-breakpoint
-- Measures of a text: each number of a size or quantity with its unit, «3,5×100 мм» → 3.5мм,
-- 100мм; «100 шт» → 100шт. «гвозди 100 мм» then asks for 100мм, which a pack of 100 is not.
CREATE OR REPLACE FUNCTION vitrina_search_measures(value text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT coalesce(array_agg(DISTINCT replace(n, ',', '.') || m[2]), '{}')
  FROM regexp_matches(
    vitrina_search_canon(value),
    '([0-9]+(?:[.,][0-9]+)?(?: ?[xх×*] ?[0-9]+(?:[.,][0-9]+)?)*) ?(мм|см|км|квм|кубм|м|кг|мг|г|т|мл|л|шт|ма|а|квт|вт|в)(?![а-яa-z0-9])',
    'g') AS m,
  LATERAL regexp_split_to_table(m[1], ' ?[xх×*] ?') AS n
$fn$;
--> statement-breakpoint
-- The product type a title starts with: its first word, or the first two when the first is an
-- adjective («Угловая шлифмашина», «Гвозди строительные» → «гвозди»; «Дюбель-гвоздь» → «дюбель»).
CREATE OR REPLACE FUNCTION vitrina_title_head(title text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT CASE
    WHEN vitrina_search_norm(w[1]) ~ '(ый|ий|ой|ая|яя|ое|ее|ые|ие)$'
      THEN concat_ws(' ', vitrina_search_norm(w[1]), split_part(vitrina_search_norm(w[2]), ' ', 1))
    ELSE split_part(vitrina_search_norm(w[1]), ' ', 1)
  END
  FROM (SELECT regexp_split_to_array(btrim(coalesce(title, '')), '\s+') AS w) AS t
$fn$;
--> statement-breakpoint
-- What a title says the product is for: the lower-case words after «для» («Клей для
-- минеральной ваты Тайфун…» → «минеральной ваты»). They do not name the product: «минвата»
-- must list the wool before the glue for it.
CREATE OR REPLACE FUNCTION vitrina_title_purpose(title text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT coalesce(concat_ws(' ', m[1], m[2]), '')
  FROM (SELECT regexp_match(coalesce(title, ''), '(?:^|\s)для\s+([а-яё]+)(?:\s+([а-яё]{3,}))?') AS m) AS t
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vitrina_title_without_purpose(title text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT regexp_replace(coalesce(title, ''), '(^|\s)для\s+([а-яё]+)(\s+[а-яё]{3,})?', '\1для')
$fn$;
--> statement-breakpoint
-- The title vector keeps positions for its weights: A the type words (a query word found there
-- names the product's kind), C the purpose words, D the rest of the title and the brand; the
-- measures come along (no position: they match under any weight).
CREATE OR REPLACE FUNCTION vitrina_product_title_vector(title text, brand text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT setweight(to_tsvector('russian', vitrina_title_head(title)), 'A')
      || setweight(to_tsvector('russian', vitrina_search_norm(vitrina_title_purpose(title))), 'C')
      || to_tsvector('russian', vitrina_search_norm(concat_ws(' ', vitrina_title_without_purpose(title), brand)))
      || array_to_tsvector(vitrina_search_measures(title))
$fn$;
--> statement-breakpoint
-- Title (without its purpose words), brand and category names.
CREATE OR REPLACE FUNCTION vitrina_product_head_vector(title text, brand text, category_text text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT strip(to_tsvector('russian', vitrina_search_norm(concat_ws(' ', vitrina_title_without_purpose(title), brand, category_text))))
      || array_to_tsvector(vitrina_search_measures(title))
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vitrina_product_vector(title text, brand text, description text, category_text text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT strip(to_tsvector('russian', vitrina_search_norm(concat_ws(' ', title, brand, category_text, description))))
      || array_to_tsvector(vitrina_search_measures(title))
$fn$;
--> statement-breakpoint
SELECT vitrina_search_rebuild();
--> statement-breakpoint
-- Default synonyms (issue #16): trade words and brand spellings of the demo catalogue's goods.
INSERT INTO search_synonyms (terms, kind) VALUES
  (ARRAY['газосиликатный', 'газосиликат', 'газобетон', 'газоблок', 'газобетонный', 'пеноблок'], 'synonym'),
  (ARRAY['профнастил', 'профлист', 'профильный лист'], 'synonym'),
  (ARRAY['гипсокартонный', 'гипсокартон', 'гипрок', 'гкл', 'сухая штукатурка'], 'synonym'),
  (ARRAY['угловая шлифмашина', 'болгарка', 'балгарка', 'ушм', 'углошлифовальная машина', 'болгарки'], 'synonym'),
  (ARRAY['rockwool', 'роквул', 'роквулл', 'роквол'], 'brand'),
  (ARRAY['sniezka', 'снежка', 'снежки'], 'brand'),
  (ARRAY['затирка', 'фуга', 'затирка для швов'], 'synonym'),
  (ARRAY['рулонная кровля', 'рубероид', 'бикрост', 'наплавляемая кровля', 'еврорубероид'], 'synonym'),
  (ARRAY['минеральная вата', 'минвата', 'минплита', 'базальтовая вата', 'каменная вата'], 'synonym'),
  (ARRAY['плитка', 'кафель', 'кафельная плитка'], 'synonym'),
  (ARRAY['кельма', 'мастерок'], 'synonym'),
  (ARRAY['саморез', 'шуруп', 'саморезы', 'шурупы'], 'synonym'),
  (ARRAY['круг', 'диск'], 'synonym'),
  (ARRAY['автоматический выключатель', 'автомат', 'автоматы'], 'synonym'),
  (ARRAY['экструдированный пенополистирол', 'пеноплэкс', 'пеноплекс', 'xps', 'экструзия'], 'synonym'),
  (ARRAY['пенополистирол', 'пенопласт', 'псб'], 'synonym'),
  (ARRAY['пароизоляция', 'пароизоляционная пленка', 'пароизоляционная мембрана'], 'synonym'),
  (ARRAY['шуруповерт', 'шурик'], 'synonym'),
  (ARRAY['перфоратор', 'перф', 'перфик'], 'synonym'),
  (ARRAY['металлочерепица', 'металлочерепицу', 'металочерепица'], 'synonym'),
  (ARRAY['ламинат', 'ламинированный паркет'], 'synonym'),
  (ARRAY['уровень', 'уровни', 'ватерпас'], 'synonym'),
  (ARRAY['tikkurila', 'тиккурила', 'тикурила'], 'brand'),
  (ARRAY['ceresit', 'церезит', 'церезид'], 'brand'),
  (ARRAY['knauf', 'кнауф', 'кнаф'], 'brand'),
  (ARRAY['технониколь', 'техно николь'], 'brand'),
  (ARRAY['керамзитобетонный', 'керамзитоблок', 'керамзитобетон'], 'synonym'),
  (ARRAY['узо', 'устройство защитного отключения'], 'synonym'),
  (ARRAY['цементно-песчаная', 'цпс', 'пескобетон'], 'synonym'),
  (ARRAY['грунтовка', 'грунт', 'праймер'], 'synonym'),
  (ARRAY['эмаль', 'эмалевая краска'], 'synonym'),
  (ARRAY['смеситель', 'кран смеситель'], 'synonym'),
  (ARRAY['дюбель-гвоздь', 'дюбель гвоздь', 'быстрый монтаж'], 'synonym'),
  (ARRAY['ветро-влагозащитная мембрана', 'ветрозащита', 'ветрозащитная пленка', 'гидроветрозащита'], 'synonym');
