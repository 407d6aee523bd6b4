/**
 * Shown when start-up fails before the language packs can load (config.json missing, server
 * down). It cannot go through i18next, which is exactly what failed, so it carries its four
 * languages itself and is written with DOM calls, not JSX.
 */
const TEXT: Record<string, { title: string; body: string; retry: string }> = {
  vi: {
    title: 'Không thể khởi động',
    body: 'Không tải được cấu hình. Kiểm tra kết nối rồi thử lại.',
    retry: 'Thử lại',
  },
  'zh-cn': { title: '无法启动', body: '无法加载配置。请检查网络后重试。', retry: '重试' },
  en: {
    title: 'Matchday could not start',
    body: 'The configuration could not be loaded. Check your connection and try again.',
    retry: 'Try again',
  },
  th: { title: 'ไม่สามารถเริ่มต้นได้', body: 'โหลดการตั้งค่าไม่สำเร็จ ตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง', retry: 'ลองอีกครั้ง' },
};

export function showBootError(root: HTMLElement, language: string, detail: string): void {
  const text = TEXT[language] ?? TEXT.en!;
  root.replaceChildren();
  const box = document.createElement('main');
  box.className = 'boot-error';
  box.setAttribute('role', 'alert');
  const h1 = document.createElement('h1');
  h1.textContent = text.title;
  const p = document.createElement('p');
  p.textContent = text.body;
  const small = document.createElement('p');
  small.className = 'boot-error-detail';
  small.textContent = detail;
  const button = document.createElement('button');
  button.className = 'btn btn-primary';
  button.textContent = text.retry;
  button.addEventListener('click', () => window.location.reload());
  box.append(h1, p, small, button);
  root.append(box);
}
