-- The source of each body beside its rendered HTML (issue 17): `body` stays the sanitised HTML
-- every page and API answer shows; `bodySource` is what the author wrote (for rich2, the cleaned
-- JSON doc) and `sourceFormat` its format, which the edit and quote calls give back to the editor.
-- Existing rows keep their body as their source, in the format they have.
ALTER TABLE discussions ADD COLUMN bodySource TEXT;
ALTER TABLE discussions ADD COLUMN sourceFormat TEXT;
ALTER TABLE comments ADD COLUMN bodySource TEXT;
ALTER TABLE comments ADD COLUMN sourceFormat TEXT;
UPDATE discussions SET bodySource = body, sourceFormat = format;
UPDATE comments SET bodySource = body, sourceFormat = format;
