/**
 * The demo game's page: one self-contained HTML document (inline style and script, no external
 * assets), keyboard-usable (native buttons and radios, a live region for results). A spin posts
 * to `/sim/game/<id>/spin` on the game's own origin with the ticket; "Back" tells the framing page
 * (postMessage to the app origin that jumped, and to no other) or, opened alone, goes to the
 * app's lobby.
 */

import { escapeHtml } from '../../core/html';

type Texts = Record<
  'balance' | 'bet' | 'spin' | 'back' | 'win' | 'lose' | 'empty' | 'failed' | 'expired' | 'last',
  string
>;

const TEXT: Record<string, Texts> = {
  en: {
    balance: 'Game wallet',
    bet: 'Stake',
    spin: 'Spin',
    back: 'Back to the lobby',
    win: 'You won {amount}',
    lose: 'You lost {amount}',
    empty: 'Not enough in the game wallet',
    failed: 'The spin failed, try again',
    expired: 'This game session has ended',
    last: 'Last spins',
  },
  vi: {
    balance: 'Ví trò chơi',
    bet: 'Mức cược',
    spin: 'Quay',
    back: 'Quay lại sảnh',
    win: 'Bạn thắng {amount}',
    lose: 'Bạn thua {amount}',
    empty: 'Ví trò chơi không đủ tiền',
    failed: 'Quay thất bại, hãy thử lại',
    expired: 'Phiên chơi đã kết thúc',
    last: 'Các lượt gần đây',
  },
  'zh-cn': {
    balance: '游戏钱包',
    bet: '投注额',
    spin: '旋转',
    back: '返回大厅',
    win: '您赢了 {amount}',
    lose: '您输了 {amount}',
    empty: '游戏钱包余额不足',
    failed: '旋转失败，请重试',
    expired: '本次游戏已结束',
    last: '最近几次',
  },
  th: {
    balance: 'กระเป๋าเกม',
    bet: 'เดิมพัน',
    spin: 'หมุน',
    back: 'กลับไปที่ล็อบบี้',
    win: 'คุณชนะ {amount}',
    lose: 'คุณแพ้ {amount}',
    empty: 'ยอดเงินในกระเป๋าเกมไม่พอ',
    failed: 'หมุนไม่สำเร็จ ลองอีกครั้ง',
    expired: 'เซสชันเกมนี้สิ้นสุดแล้ว',
    last: 'การหมุนล่าสุด',
  },
};

export interface DemoPage {
  gameId: number;
  lobbyId: number;
  gameName: string;
  ticket: string;
  lang: string;
  currency: string;
  balance: number;
  stakes: number[];
  /** The app's origin (from the ticket): "Back" posts only there. */
  appOrigin: string;
}

export function demoGameHtml(p: DemoPage): string {
  const lang = TEXT[p.lang] ? p.lang : 'en';
  const t = TEXT[lang]!;
  const data = JSON.stringify({ ...p, lang, text: t }).replace(/</g, '\\u003c');
  const stakes = p.stakes
    .map(
      (s, i) =>
        `<label class="stake"><input type="radio" name="stake" value="${s}"${i === 0 ? ' checked' : ''}><span data-money="${s}"></span></label>`,
    )
    .join('');
  return `<!doctype html>
<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(p.gameName)}</title>
<style>
*{box-sizing:border-box}body{margin:0;font:16px/1.4 system-ui,sans-serif;background:#101826;color:#f1f5f9;min-height:100vh;display:flex;flex-direction:column;align-items:center;padding:16px;gap:14px}
h1{font-size:1.3rem;margin:4px 0}.wallet{font-size:1.1rem}.wallet output{font-weight:700;color:#fde68a}
.reels{display:flex;gap:10px}.reel{width:72px;height:72px;border-radius:12px;background:#1e293b;border:2px solid #334155;display:grid;place-items:center;font-size:2rem;font-weight:700}
fieldset{border:1px solid #334155;border-radius:10px;display:flex;gap:8px;flex-wrap:wrap;justify-content:center;padding:8px 10px}legend{padding:0 4px}
.stake{display:flex;align-items:center;gap:4px;padding:6px 10px;border-radius:8px;background:#1e293b;cursor:pointer}.stake input{accent-color:#f59e0b}
button{font:inherit;border:0;border-radius:10px;padding:12px 28px;cursor:pointer}#spin{background:#f59e0b;color:#111827;font-weight:700;min-width:160px}#spin:disabled{opacity:.6;cursor:wait}
#back{background:#334155;color:#f1f5f9}button:focus-visible,.stake:focus-within{outline:3px solid #93c5fd;outline-offset:2px}
#result{min-height:1.5em;font-weight:600}#result.win{color:#86efac}#result.lose{color:#fca5a5}ol{margin:0;padding-left:1.2em;font-size:.9rem;color:#cbd5e1}
</style></head><body>
<h1>${escapeHtml(p.gameName)}</h1>
<p class="wallet">${escapeHtml(t.balance)}: <output id="balance" aria-live="polite"></output></p>
<div class="reels" aria-hidden="true"><span class="reel">7</span><span class="reel">★</span><span class="reel">7</span></div>
<fieldset><legend>${escapeHtml(t.bet)}</legend>${stakes}</fieldset>
<button id="spin" type="button">${escapeHtml(t.spin)}</button>
<p id="result" role="status" aria-live="polite"></p>
<section aria-labelledby="last-title"><h2 id="last-title" style="font-size:1rem;margin:0">${escapeHtml(t.last)}</h2><ol id="last"></ol></section>
<button id="back" type="button">${escapeHtml(t.back)}</button>
<script>
(function(){
var d=${data};var fmt=new Intl.NumberFormat(d.lang==='zh-cn'?'zh-CN':d.lang,{maximumFractionDigits:2});
var money=function(x){return fmt.format(x)+' '+d.currency};
var $=function(id){return document.getElementById(id)};
document.querySelectorAll('[data-money]').forEach(function(el){el.textContent=money(Number(el.getAttribute('data-money')))});
var balance=d.balance;var show=function(){$('balance').textContent=money(balance)};show();
var symbols=['7','★','♦','♣','♥','☘'];
$('spin').addEventListener('click',function(){
  var btn=$('spin');if(btn.disabled)return;btn.disabled=true;
  var stake=Number((document.querySelector('input[name=stake]:checked')||{}).value||d.stakes[0]);
  fetch('/sim/game/'+d.gameId+'/spin',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({ticket:d.ticket,amount:stake})})
  .then(function(r){return r.json()}).then(function(r){
    var out=$('result');
    if(r.code!==200){out.className='';out.textContent=r.code===1006000011?d.text.empty:r.code===1006000010?d.text.expired:d.text.failed;return}
    var x=r.data;balance=x.gameBalance;show();
    document.querySelectorAll('.reel').forEach(function(el,i){el.textContent=symbols[x.reels[i]%symbols.length]});
    out.className=x.winLoss>0?'win':'lose';
    out.textContent=(x.winLoss>0?d.text.win:d.text.lose).replace('{amount}',money(Math.abs(x.winLoss)));
    var li=document.createElement('li');li.textContent=out.textContent;$('last').prepend(li);
  }).catch(function(){$('result').textContent=d.text.failed}).then(function(){btn.disabled=false;btn.focus()});
});
$('back').addEventListener('click',function(){
  if(window.parent!==window){window.parent.postMessage({type:'matchday:game-exit',gameId:d.gameId},d.appOrigin)}
  else{location.href=d.appOrigin+'/electronic/'+d.lobbyId+'?from=game'}
});
$('spin').focus();
})();
</script>
</body></html>`;
}
