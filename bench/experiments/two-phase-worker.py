"""
Rewrites the generated C of the divergent toy's AsyncProgram worker (examples/programs/divergent.ts)
in place: every batch loop of `move` calls gets a first phase that runs move's pure prefix (the
xorshift, the f32 log, the flight distance) over the whole batch into two local arrays, reading
the batch's arguments straight from the worker's ring (two affine segments: up to the ring's end,
then from slot 0), and the batch loop then takes `s` and `d` from those arrays. GCC vectorises
the first phase by itself (AVX-512). A measurement of what a two-phase batch would gain, not a
code path of tutti (see docs/programs.md). Row 0 of the f32 and u32 stacks hold move's x and rng.
"""
import re
import sys

FOR = "for (; (v_t_lane < v_t_width); v_t_lane = ((int32_t)((uint32_t)(v_t_lane) + (uint32_t)(1)))) {"
PRE = '''{ float tp_d[1024]; uint32_t tp_s[1024];
  if (v_t_width > 1024) v_t_width = 1024;
  { int32_t tp_n1 = p___S - v_t_h_move; if (tp_n1 > v_t_width) tp_n1 = v_t_width;
    const uint32_t *tp_r = a___st_u32 + (int64_t)i0 * p___S; const float *tp_x = a___st_f32 + (int64_t)i0 * p___S;
    for (int32_t j = 0; j < tp_n1; j++) { uint32_t s = f_fn_xs_u32(tp_r[v_t_h_move + j]); float u = ((float)((s >> 8) + 1u)) * ((float)5.960464477539063e-8);
      bool left = tp_x[v_t_h_move + j] < (p_L * ((float)0.5)); tp_d[j] = ((-tt_log_f32(u)) / (left ? ((float)1.0) : ((float)2.5))); tp_s[j] = s; }
    for (int32_t j = tp_n1; j < v_t_width; j++) { uint32_t s = f_fn_xs_u32(tp_r[j - tp_n1]); float u = ((float)((s >> 8) + 1u)) * ((float)5.960464477539063e-8);
      bool left = tp_x[j - tp_n1] < (p_L * ((float)0.5)); tp_d[j] = ((-tt_log_f32(u)) / (left ? ((float)1.0) : ((float)2.5))); tp_s[j] = s; }
  }
'''
p = sys.argv[1]
s = open(p).read()
out = []
i = 0
n = 0
while True:
    k = s.find(FOR, i)
    if k < 0:
        out.append(s[i:]); break
    nxt = s[k + len(FOR): k + len(FOR) + 80]
    if 'v_t_pop_move = v_t_h_move;' not in nxt:
        out.append(s[i:k + len(FOR)]); i = k + len(FOR); continue
    # matching brace of the for block
    depth = 0; j = k + len(FOR) - 1
    while True:
        c = s[j]
        if c == '{': depth += 1
        elif c == '}':
            depth -= 1
            if depth == 0: break
        j += 1
    block = s[k:j + 1]
    block = block.replace('v_s_1 = f_fn_xs_u32(v_rng);', 'v_s_1 = tp_s[v_t_lane];')
    block = re.sub(r'v_d = \(\(-tt_log_f32\(v_u\)\) / \(v_left \? \(\(float\)1\.0\) : \(\(float\)2\.5\)\)\);', 'v_d = tp_d[v_t_lane];', block)
    out.append(s[i:k]); out.append(PRE + block + '}'); i = j + 1; n += 1
open(p, 'w').write(''.join(out))
sys.stderr.write(f'tp.py: {n} move batches made two-phase\n')
