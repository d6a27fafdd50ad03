import { type ReactElement, useState } from 'react';
import {
  selectCollections,
  selectCreatedCollection,
  selectRecordCollections,
} from '../../collections/collectionsSlice';
import { fetchCollections, fetchRecordCollections } from '../../collections/collectionsThunks';
import { t } from '@/i18n/translate';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useLoad } from '@/store/useLoad';
import { isLoading, LoadStatus } from '@/store/loadable';
import { Loader } from '@/ui/Loader';
import { Modal } from '@/ui/Modal';
import { CreateCollectionForm } from '../../collections/components/CreateCollectionForm';
import { LookupStatus } from './LookupStatus';
import { useActionStyles } from './useActionStyles';

/**
 * Add to collection: the record's membership is replaced in two steps on save (01 §4). A new
 * collection can be created here; it joins the list and is ticked at once.
 */
export function CollectionsModal({
  discussionID,
  busy,
  onSubmit,
  onClose,
}: {
  discussionID: number;
  busy: boolean;
  onSubmit: (collectionIDs: number[]) => void;
  onClose: () => void;
}): ReactElement {
  useActionStyles();
  const dispatch = useAppDispatch();
  const record = { recordType: 'discussion', recordID: discussionID };
  const all = useLoad(fetchCollections, undefined, (state) => selectCollections(state, undefined));
  const current = useLoad(fetchRecordCollections, record, (state) =>
    selectRecordCollections(state, record),
  );
  // Without both lists the choice cannot be shown, and saving would clear the record's
  // membership: Save waits until both have loaded.
  const failed = [all, current].find((loadable) => loadable.status === LoadStatus.ERROR);
  const loaded = all.status === LoadStatus.SUCCESS && current.status === LoadStatus.SUCCESS;
  const retry = (): void => {
    if (all.status === LoadStatus.ERROR) void dispatch(fetchCollections({ force: true }));
    if (current.status === LoadStatus.ERROR)
      void dispatch(fetchRecordCollections({ ...record, force: true }));
  };
  const [chosen, setChosen] = useState<Set<number> | null>(null);
  // From the moment this modal sends a create until `onCreated` records the tick, the new
  // collection is ticked straight from the store: the action that adds it to the list carries
  // it, so its box never shows unticked for a render.
  const [creating, setCreating] = useState(false);
  const created = useAppSelector(selectCreatedCollection);
  const selected = new Set(
    chosen ?? (current.data ?? []).map((collection) => collection.collectionID),
  );
  if (creating && created !== undefined) selected.add(created);
  const toggle = (id: number): void => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setChosen(next);
  };
  const footer = (
    <>
      <button type="button" className="fw-button" onClick={onClose}>
        {t('Cancel')}
      </button>
      <button
        type="button"
        className="fw-button fw-button--primary"
        disabled={busy || !loaded}
        onClick={() => onSubmit([...selected])}
      >
        {t('Save')}
      </button>
    </>
  );
  return (
    <Modal isVisible size="small" title={t('Add to Collection')} onClose={onClose} footer={footer}>
      {failed ? (
        <>
          <LookupStatus lookup={failed} />
          <button type="button" className="fw-button fw-lookupRetry" onClick={retry}>
            {t('Retry')}
          </button>
        </>
      ) : isLoading(all) || isLoading(current) ? (
        <Loader size="small" />
      ) : (
        <fieldset className="fw-choiceList">
          <legend className="fw-srOnly">{t('Collections')}</legend>
          {(all.data ?? []).map((collection) => (
            <label key={collection.collectionID} className="fw-choice">
              <input
                type="checkbox"
                checked={selected.has(collection.collectionID)}
                onChange={() => toggle(collection.collectionID)}
              />
              <span>{collection.name}</span>
            </label>
          ))}
          {(all.data ?? []).length === 0 && <p>{t('There are no collections yet.')}</p>}
        </fieldset>
      )}
      {loaded && (
        <CreateCollectionForm
          existing={all.data ?? []}
          onCreating={() => setCreating(true)}
          onCreated={(collection) => {
            const next = new Set(selected);
            next.add(collection.collectionID);
            setChosen(next);
            setCreating(false);
          }}
        />
      )}
    </Modal>
  );
}
