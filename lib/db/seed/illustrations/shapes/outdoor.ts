import { circle, line, path, stitch, type Drawing } from './drawing';

export const backpack: Drawing = {
  body: (p) => line('M350 230Q350 170 400 170Q450 170 450 230', 16, p.dark)
    + path('M320 220H480Q560 220 560 300V590Q560 630 520 630H280Q240 630 240 590V300Q240 220 320 220Z'),
  front: (p) => path('M285 420H515V580Q515 600 495 600H305Q285 600 285 580Z', p.dark)
    + line('M285 300Q400 250 515 300', 6) + stitch('M295 440H505', p.light) + circle(400, 300, 8, p.light),
  back: (p) => path('M300 250Q280 420 310 600H345Q320 420 340 250Z', p.dark) + path('M500 250Q520 420 490 600H455Q480 420 460 250Z', p.dark),
  focus: [400, 440],
};

export const bottle: Drawing = {
  body: (p) => path('M340 190H460V270H340Z', p.dark) + line('M380 190Q400 150 420 190', 10, p.dark)
    + path('M335 270H465Q475 270 475 290V610Q475 640 445 640H355Q325 640 325 610V290Q325 270 335 270Z'),
  front: (p) => path('M325 400H475V500H325Z', p.light) + line('M345 300V380', 10, p.light),
  back: (p) => line('M325 560H475', 6, p.dark),
  focus: [400, 280],
};

export const tent: Drawing = {
  body: (p) => path('M150 610L400 210L650 610Z') + path('M400 210L650 610L700 610L450 230Z', p.dark),
  front: (p) => path('M400 300L320 610H480Z', p.line) + path('M400 300L340 610H400Z', p.dark) + line('M400 210V180', 6),
  back: (p) => line('M275 410H525', 6, p.dark) + path('M360 330H440V390H360Z', p.light),
  focus: [400, 420],
};
