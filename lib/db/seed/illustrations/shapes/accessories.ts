import { circle, line, path, stitch, type Drawing } from './drawing';

export const bag: Drawing = {
  body: (p) => line('M305 330Q300 170 400 170Q500 170 495 330', 22, p.dark) + path('M230 320H570L605 640H195Z'),
  front: (p) => path('M230 320H570L560 400H240Z', p.dark) + stitch('M245 410H555', p.light) + path('M385 395H415V430H385Z', p.light),
  back: (p) => stitch('M240 340L215 625M560 340L585 625', p.light),
  focus: [400, 410],
};

export const wallet: Drawing = {
  body: () => path('M210 290H590Q615 290 615 315V535Q615 560 590 560H210Q185 560 185 535V315Q185 290 210 290Z'),
  front: (p) => path('M185 300H615V410Q400 450 185 410Z', p.dark) + circle(400, 425, 14, p.light) + stitch('M205 545H595', p.light),
  back: (p) => stitch('M205 310H595V540H205Z', p.light) + path('M240 360H420V440H240Z', p.dark),
  focus: [400, 425],
};

export const scarf: Drawing = {
  body: (p) => path('M300 170H420V560H300Z') + path('M360 200Q470 230 480 330L520 600H410L380 350Q370 290 340 260Z', p.dark),
  front: (p) => line('M310 560V610M330 560V610M350 560V610M370 560V610M390 560V610M410 560V610', 5)
    + line('M420 600V650M445 600V650M470 600V650M495 600V650', 5, p.line),
  back: (p) => line('M300 260H420M300 360H420M300 460H420', 8, p.light),
  focus: [360, 300],
};

export const hat: Drawing = {
  body: (p) => path('M232 510Q225 250 400 240Q575 250 568 510Z') + path('M220 480H580V590H220Z', p.dark) + circle(400, 222, 48, p.light),
  front: (p) => line('M260 490V580M300 490V580M340 490V580M380 490V580M420 490V580M460 490V580M500 490V580M540 490V580', 4, p.line),
  back: (p) => line('M400 270V480', 5, p.dark),
  focus: [400, 520],
};

export const belt: Drawing = {
  body: () => path('M110 350H610V450H110Z') + path('M110 350Q70 400 110 450Z'),
  front: (p) => line('M610 325H700V475H610Z', 16, '#b9b4aa')
    + circle(550, 400, 10, p.line) + circle(505, 400, 10, p.line) + circle(460, 400, 10, p.line) + stitch('M120 366H600M120 434H600', p.light),
  back: (p) => stitch('M120 366H600M120 434H600', p.dark),
  focus: [610, 400],
};
