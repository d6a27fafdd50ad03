// The playground page's own script (no inline scripts: pages run under script-src 'self').
// Editing a props box rewrites its marker's data-props and remounts the widget.
const api = () => window.ForumWidgets;

function remount(stage) {
  const fw = api();
  if (!fw) return;
  fw.unmount(stage);
  void fw.mount(stage);
}

function wire(item) {
  const textarea = item.querySelector('[data-playground-props]');
  const error = item.querySelector('[data-playground-error]');
  const stage = item.querySelector('[data-playground-stage]');
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
      const marker = stage.querySelector('[data-react]');
      if (!marker) return;
      const fw = api();
      if (fw) fw.unmount(stage);
      marker.setAttribute('data-props', JSON.stringify(props));
      if (fw) void fw.mount(stage);
    }, 400);
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
  item.querySelector('h2').textContent = name;
  item.querySelector('.Note').textContent = 'Added by hand.';
  const textarea = item.querySelector('[data-playground-props]');
  textarea.value = '{}';
  textarea.id = `props_${Date.now()}`;
  item.querySelector('label[for]').setAttribute('for', textarea.id);
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
