-- Issue #16: buyers ask for roofing and its screws by colour — «профнастил шоколад»,
-- «металлочерепица вишня», «профнастил зелёный» — and titles give the RAL code. Each group joins
-- a code with the trade names of its colour (the names RAL gives, and what the trade says).
-- Like migration 0018's groups: added only where no group holds one of the words yet.
INSERT INTO search_synonyms (terms, kind)
SELECT g.terms, 'synonym' FROM (VALUES
  (ARRAY['ral 9003', 'белый', 'сигнальный белый']),
  (ARRAY['ral 8017', 'коричневый', 'шоколад', 'шоколадный', 'шоколадно-коричневый']),
  (ARRAY['ral 6005', 'зеленый', 'зеленый мох']),
  (ARRAY['ral 3005', 'вишня', 'вишневый', 'винно-красный', 'бордовый']),
  (ARRAY['ral 7024', 'графит', 'графитовый', 'графитовый серый']),
  (ARRAY['ral 3011', 'красный', 'коричнево-красный', 'красно-коричневый']),
  (ARRAY['ral 1015', 'слоновая кость', 'бежевый', 'светлая слоновая кость']),
  (ARRAY['ral 5005', 'синий', 'сигнальный синий'])
) AS g(terms)
WHERE NOT EXISTS (SELECT 1 FROM search_synonyms s WHERE s.terms && g.terms);
