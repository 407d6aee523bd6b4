/**
 * Hostile text: each payload, if a page ever ran it as markup or script, calls `window.__xss(n)`
 * (or opens a dialog), which hostile-kit.ts records. `n` is the payload's own number, so a failure
 * names the payload that ran. Kinds: tags and handlers, URL schemes, attribute and element breakers,
 * template syntax, DOMPurify mutation payloads, encodings, bidi and zero-width tricks, sheer length.
 */
export interface Payload {
  n: number;
  text: string;
}

const RAW: string[] = [
  '<script>__xss(1)</script>',
  '<img src=x onerror=__xss(2)>',
  '<svg onload=__xss(3)>',
  '<svg><script>__xss(4)</script></svg>',
  'javascript:__xss(5)',
  '"><img src=x onerror=__xss(6)>',
  "'><svg onload=__xss(7)>",
  '</title><script>__xss(8)</script>',
  '</textarea><img src=x onerror=__xss(9)>',
  '</style><img src=x onerror=__xss(10)>',
  "{{constructor.constructor('__xss(11)')()}}",
  '${__xss(12)}',
  '<iframe srcdoc="<script>parent.__xss(13)</script>"></iframe>',
  '<math><mtext><table><mglyph><style><img src=x onerror=__xss(14)>',
  '<svg></p><style><a id="</style><img src=1 onerror=__xss(15)>">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=__xss(16)>',
  '&lt;img src=x onerror=__xss(17)&gt;',
  '&#60;script&#62;__xss(18)&#60;/script&#62;',
  '%3Cscript%3E__xss(19)%3C%2Fscript%3E',
  '\\u003cimg src=x onerror=__xss(20)\\u003e',
  '<a href="javascript:__xss(21)">click me</a>',
  '<a href="jav&#x09;ascript:__xss(22)">tab</a>',
  '<details open ontoggle=__xss(23)>',
  '<body onload=__xss(24)>',
  '<input autofocus onfocus=__xss(25)>',
  '<video><source onerror=__xss(26)></video>',
  '<audio src=x onerror=__xss(27)>',
  '<object data="javascript:__xss(28)"></object>',
  '<embed src="javascript:__xss(29)">',
  '<marquee onstart=__xss(30)>x</marquee>',
  '<div style="background:url(javascript:__xss(31))">',
  "<style>@import 'javascript:__xss(32)';</style>",
  '<iframe src="javascript:parent.__xss(33)"></iframe>',
  '<meta http-equiv="refresh" content="0;url=javascript:__xss(34)">',
  '<base href="javascript:__xss(35)//">',
  '\u202E<img src=x onerror=__xss(36)>\u202D',
  '<\u200Bscript>__xss(37)</script>',
  '<img src=x onerror="&#95;&#95;xss(38)">',
  '<img src=x onerror=\\u005f\\u005fxss(39)>',
  '<svg><animate onbegin=__xss(40) attributeName=x dur=1s>',
  '<noscript><p title="</noscript><img src=x onerror=__xss(41)>">',
  '<template><img src=x onerror=__xss(42)></template><img src=x onerror=__xss(42)>',
  '</xmp><img src=x onerror=__xss(43)>',
  '<!--<img src="--><img src=x onerror=__xss(44)//">',
  '<![CDATA[<img src=x onerror=__xss(45)>]]>',
  '<svg><a xlink:href="javascript:__xss(46)"><text x=20 y=20>x</text></a></svg>',
  '<a href="data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX194c3MoNDcpPC9zY3JpcHQ+">b64</a>',
  '$t(live-chat:title) {{__xss(48)}}',
  "<img src=x onerror=eval(atob('X194c3MoNDkp'))>",
  "<img src=x onerror=window['__x'+'ss'](50)>",
  '" autofocus onfocus="__xss(51)',
  "' autofocus onfocus='__xss(52)",
  '<isindex type=image src=1 onerror=__xss(53)>',
  '<scr<script>ipt>__xss(54)</scr</script>ipt>',
  '<IMG SRC=x OnErRoR=__xss(55)>',
  '<img/src=x/onerror=__xss(56)>',
  '<svg/onload=__xss(57)//',
  '<a href="&#106;avascript:__xss(58)">ent</a>',
  '"}, "type": "room", "text": "<img src=x onerror=__xss(59)>"}',
  '</script><script>__xss(60)</script>',
  '<math><maction actiontype=statusline xlink:href=javascript:__xss(61)>x</maction></math>',
  "{{$on.constructor('__xss(62)')()}}",
  '<%= __xss(63) %>#{__xss(63)}',
  '<img src=x onerror=alert(64)>',
  '<svg><style><img src=x onerror=__xss(65)></style></svg>',
  '<svg/onload=alert()>',
  '<b onclick=__xss()>',
  '\u2067\u202Eevil\u2069<img src=x onerror=__xss(68)>',
  'x'.repeat(4000) + '<img src=x onerror=__xss(69)>',
  '<a href=" javascript:__xss(70)">sp</a><a href="JaVaScRiPt:__xss(70)">case</a>',
];

export const CORPUS: Payload[] = RAW.map((text, i) => ({ n: i + 1, text }));

/** Payloads that fit a field of at most `max` characters (server-side limits: nickname 20, title 80). */
export const upTo = (max: number) => CORPUS.filter((p) => [...p.text].length <= max);

/** Payloads as one text (ban reasons, notices), separated so each stays whole. */
export const joined = (payloads: Payload[], separator = ' | ') => payloads.map((p) => p.text).join(separator);

/** Payloads in groups whose joined text is at most `max` characters (a field the server limits), in corpus order. */
export function packed(payloads: Payload[], max: number, separator = ' | '): Payload[][] {
  const groups: Payload[][] = [];
  for (const payload of payloads) {
    const last = groups.at(-1);
    if (last && [...joined([...last, payload], separator)].length <= max) last.push(payload);
    else groups.push([payload]);
  }
  return groups;
}

/**
 * Mutation-XSS and sanitizer-bypass markup for server HTML (promotions): rendered through DOMPurify,
 * so it is checked for running, not shown as text. One fragment each (an unclosed payload swallows
 * what follows it).
 */
export const HOSTILE_HTML: string[] = [
  ...CORPUS.map((p) => p.text),
  '<svg><foreignObject><p><style><!--</style><img src=x onerror=__xss(101)>--></p></foreignObject></svg>',
  '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=__xss(102) src=1>"></path></textarea></mtext></svg></mglyph></mi></math>',
  '<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img onerror=__xss(103) src>">',
  '<a id=x tabindex=1 onfocusin=__xss(104)>f</a>',
  '<img src=x srcset=" " onerror=__xss(105)>',
  '<a href="javascript&colon;__xss(106)">colon</a>',
  '<svg><use href="data:image/svg+xml,<svg id=x xmlns=http://www.w3.org/2000/svg><image href=1 onerror=__xss(107) /></svg>#x"></use></svg>',
  '<button formaction="javascript:__xss(108)">b</button><input type=image formaction=javascript:__xss(108)>',
  '<div data-x="a" is="x" onanimationstart=__xss(109) style="animation:spin 1s">anim</div>',
  '<table background="javascript:__xss(110)"><tr><td>t</td></tr></table>',
];
