-- Custom layouts (issue 21, spec 03 §2 'Custom layout routes', §3 'Layout response'). One row per
-- layout: the view type and the record it applies to (`global` / '-1' for site-wide views, a
-- record type and ID otherwise, or '-1' as that record type's default), and the layout JSON: a
-- list of `{ $reactComponent, $reactProps, $fragmentImpl }` nodes whose props may hold
-- `{ "$hydrate": "param", "ref": "<name>" }` placeholders; lookup-hydrate fills them and each
-- widget's data from the database (demo-host/api/layouts.ts). `redirectTo` makes a lookup answer
-- with a redirect instead of a layout.
CREATE TABLE layouts (
  layoutID INTEGER PRIMARY KEY,
  layoutViewType TEXT NOT NULL,
  recordType TEXT NOT NULL,
  recordID TEXT NOT NULL,
  name TEXT NOT NULL,
  layout TEXT NOT NULL,
  redirectTo TEXT,
  dateInserted TEXT NOT NULL,
  UNIQUE (layoutViewType, recordType, recordID)
);

-- Custom fragments (03 §3 Fragment implementation): served as /api/v2/fragments/{uuid}/js and /css.
CREATE TABLE fragments (
  fragmentUUID TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  js TEXT NOT NULL,
  css TEXT NOT NULL,
  dateInserted TEXT NOT NULL
);
