import { circle, line, path, type Drawing } from './drawing';

const SOLE = 'M140 560H655Q690 560 690 590V600Q690 620 660 620H150Q120 620 120 595V585Q120 560 140 560Z';

export const sneaker: Drawing = {
  body: (p) => path('M150 560L165 440Q175 405 230 412L330 430Q385 380 440 360L480 352Q530 420 625 470Q675 495 672 560Z')
    + path(SOLE, p.light) + line('M140 590H680', 4, p.dark),
  front: (p) => line('M355 425L395 452M385 400L425 428M415 378L455 405', 10, p.light)
    + path('M180 470Q260 450 330 520Q250 535 180 520Z', p.dark),
  back: (p) => path('M165 445Q200 420 235 430V555H165Z', p.dark) + circle(205, 500, 9, p.light),
  focus: [410, 415],
  mirrored: true,
};

export const boot: Drawing = {
  body: (p) => path('M205 575L215 215H390L398 430Q520 440 620 500Q655 522 655 575Z')
    + path('M150 575H680Q690 575 690 590V620H140V590Q140 575 150 575Z', p.dark) + path('M215 215H390V250H215Z', p.dark),
  front: (p) => line('M330 270H395M330 320H395M330 370H395', 7, p.light) + line('M300 250V430', 5),
  back: (p) => path('M205 300H250V575H205Z', p.dark) + path('M290 170H330V225H290Z', p.dark),
  focus: [360, 320],
  mirrored: true,
};

export const sandal: Drawing = {
  body: (p) => path('M150 560Q150 520 230 515L600 520Q675 525 675 560V590H150Z', p.dark),
  front: () => path('M250 520Q270 420 340 420Q400 420 410 520H375Q370 455 335 455Q295 455 285 520Z')
    + path('M470 520Q490 440 560 440Q620 440 625 522H590Q585 470 555 470Q515 470 505 520Z'),
  back: () => path('M190 518Q200 450 250 448Q300 450 310 518H280Q275 478 250 478Q225 478 220 518Z')
    + path('M380 520L430 430H470L450 520Z'),
  focus: [340, 470],
  mirrored: true,
};
