// The playground page's own script (no inline scripts: pages run under script-src 'self').
// Editing a props box rewrites its marker's data-props and remounts the widget; the edited
// props are kept in session storage per preset (`data-preset`) and put back on the next load,
// before the library mounts the markers (this module runs before the entry's script).
const api = () => window.ForumWidgets;
const STORAGE_PREFIX = 'fw-playground:';

function stored(key) {
  try {
    return sessionStorage.getItem(STORAGE_PREFIX + key);
  } catch {
    return null;
  }
}

function store(key, value) {
  try {
    if (value === null) sessionStorage.removeItem(STORAGE_PREFIX + key);
    else sessionStorage.setItem(STORAGE_PREFIX + key, value);
  } catch {
    // Storage full or blocked: the edit still applies to this page.
  }
}

function remount(stage) {
  const fw = api();
  if (!fw) return;
  fw.unmount(stage);
  void fw.mount(stage);
}

/** Puts `props` on the stage's marker and mounts it again (when the library has started). */
function apply(stage, props) {
  const marker = stage.querySelector('[data-react]');
  if (!marker) return;
  const fw = api();
  if (fw) fw.unmount(stage);
  marker.setAttribute('data-props', JSON.stringify(props));
  if (fw) void fw.mount(stage);
}

function wire(item) {
  const key = item.getAttribute('data-preset');
  const textarea = item.querySelector('[data-playground-props]');
  const error = item.querySelector('[data-playground-error]');
  const stage = item.querySelector('[data-playground-stage]');
  const reset = item.querySelector('[data-playground-reset]');
  const defaults = textarea.getAttribute('data-default-props');

  const saved = key ? stored(key) : null;
  if (saved !== null) {
    try {
      const props = JSON.parse(saved);
      textarea.value = JSON.stringify(props, null, 2);
      apply(stage, props);
      if (reset) reset.hidden = false;
    } catch {
      store(key, null);
    }
  }

  let timer = 0;
  textarea.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      let props;
      try {
        props = JSON.parse(textarea.value || '{}');
      } catch (e) {
        error.textContent = `Invalid JSON: ${e.message}`;
        return;
      }
      error.textContent = '';
      if (key) store(key, JSON.stringify(props));
      if (reset) reset.hidden = !key;
      apply(stage, props);
    }, 400);
  });

  reset?.addEventListener('click', () => {
    clearTimeout(timer);
    store(key, null);
    const props = JSON.parse(defaults || '{}');
    textarea.value = JSON.stringify(props, null, 2);
    error.textContent = '';
    reset.hidden = true;
    apply(stage, props);
  });
}

document.querySelectorAll('[data-playground-item]').forEach(wire);

const add = document.querySelector('[data-playground-add]');
add?.addEventListener('submit', (event) => {
  event.preventDefault();
  const name = new FormData(add).get('name');
  if (typeof name !== 'string' || !/^[A-Za-z][A-Za-z0-9]*$/.test(name)) return;
  const template = document.querySelector('[data-playground-item]');
  if (!template) return;
  const item = template.cloneNode(true);
  // Added by hand: not a preset, so nothing is stored for it.
  item.removeAttribute('data-preset');
  item.removeAttribute('aria-labelledby');
  const heading = item.querySelector('h2');
  heading.textContent = name;
  heading.removeAttribute('id');
  item.querySelector('[data-playground-reset]').hidden = true;
  item.querySelector('.Note').textContent = 'Added by hand.';
  const textarea = item.querySelector('[data-playground-props]');
  textarea.value = '{}';
  textarea.setAttribute('data-default-props', '{}');
  textarea.id = `props_${Date.now()}`;
  item.querySelector('label[for]').setAttribute('for', textarea.id);
  item.querySelector('[data-playground-error]').textContent = '';
  const stage = item.querySelector('[data-playground-stage]');
  stage.innerHTML = '';
  const marker = document.createElement('div');
  marker.setAttribute('data-react', name);
  marker.setAttribute('data-props', '{}');
  marker.textContent = `Server fallback for ${name}.`;
  stage.append(marker);
  document.querySelector('[data-playground-list]').prepend(item);
  wire(item);
  remount(stage);
});
