;; ==== checked ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (result i32)
  (local $10 i32)
  (local $11 f32)
  (local $12 i32)
  (local $13 i32)
  (local $14 i32)
  (block $folding-inner0
   (if
    (i32.lt_s
     (local.get $0)
     (local.get $1)
    )
    (then
     (loop $l7
      (local.set $2
       (i32.const 0)
      )
      (if
       (i32.gt_s
        (local.get $3)
        (i32.const 0)
       )
       (then
        (loop $l5
         (local.set $4
          (i32.const 0)
         )
         (loop $top3
          (if
           (i32.ge_u
            (local.tee $10
             (i32.add
              (i32.shl
               (i32.add
                (i32.mul
                 (local.get $0)
                 (local.get $9)
                )
                (select
                 (local.tee $10
                  (i32.sub
                   (local.get $2)
                   (i32.const 1)
                  )
                 )
                 (i32.const 0)
                 (i32.gt_s
                  (local.get $10)
                  (i32.const 0)
                 )
                )
               )
               (i32.const 2)
              )
              (local.get $4)
             )
            )
            (local.get $6)
           )
           (then
            (global.set $oob_site
             (i32.const 0)
            )
            (br $folding-inner0)
           )
          )
          (local.set $12
           (i32.load8_u
            (i32.add
             (local.get $5)
             (local.get $10)
            )
           )
          )
          (if
           (i32.ge_u
            (local.tee $10
             (i32.add
              (i32.shl
               (i32.add
                (i32.mul
                 (local.get $0)
                 (local.get $9)
                )
                (local.get $2)
               )
               (i32.const 2)
              )
              (local.get $4)
             )
            )
            (local.get $6)
           )
           (then
            (global.set $oob_site
             (i32.const 1)
            )
            (br $folding-inner0)
           )
          )
          (local.set $13
           (i32.load8_u
            (i32.add
             (local.get $5)
             (local.get $10)
            )
           )
          )
          (if
           (i32.ge_u
            (local.tee $10
             (i32.add
              (i32.shl
               (i32.add
                (i32.mul
                 (local.get $0)
                 (local.get $9)
                )
                (select
                 (local.tee $10
                  (i32.add
                   (local.get $2)
                   (i32.const 1)
                  )
                 )
                 (local.tee $14
                  (i32.sub
                   (local.get $9)
                   (i32.const 1)
                  )
                 )
                 (i32.lt_s
                  (local.get $10)
                  (local.get $14)
                 )
                )
               )
               (i32.const 2)
              )
              (local.get $4)
             )
            )
            (local.get $6)
           )
           (then
            (global.set $oob_site
             (i32.const 2)
            )
            (br $folding-inner0)
           )
          )
          (local.set $11
           (f32.mul
            (f32.convert_i32_s
             (i32.add
              (i32.load8_u
               (i32.add
                (local.get $5)
                (local.get $10)
               )
              )
              (i32.add
               (local.get $12)
               (i32.shl
                (local.get $13)
                (i32.const 1)
               )
              )
             )
            )
            (f32.const 0.25)
           )
          )
          (if
           (i32.ge_u
            (local.tee $10
             (i32.add
              (i32.shl
               (i32.add
                (i32.mul
                 (local.get $0)
                 (local.get $9)
                )
                (local.get $2)
               )
               (i32.const 2)
              )
              (local.get $4)
             )
            )
            (local.get $8)
           )
           (then
            (global.set $oob_site
             (i32.const 3)
            )
            (br $folding-inner0)
           )
          )
          (i32.store8
           (i32.add
            (local.get $7)
            (local.get $10)
           )
           (if (result i32)
            (f32.gt
             (local.get $11)
             (f32.const 0)
            )
            (then
             (if (result i32)
              (f32.ge
               (local.get $11)
               (f32.const 255)
              )
              (then
               (i32.const 255)
              )
              (else
               (i32.trunc_f32_u
                (f32.nearest
                 (local.get $11)
                )
               )
              )
             )
            )
            (else
             (i32.const 0)
            )
           )
          )
          (br_if $top3
           (i32.lt_s
            (local.tee $4
             (i32.add
              (local.get $4)
              (i32.const 1)
             )
            )
            (i32.const 4)
           )
          )
         )
         (br_if $l5
          (i32.lt_s
           (local.tee $2
            (i32.add
             (local.get $2)
             (i32.const 1)
            )
           )
           (local.get $3)
          )
         )
        )
       )
      )
      (br_if $l7
       (i32.lt_s
        (local.tee $0
         (i32.add
          (local.get $0)
          (i32.const 1)
         )
        )
        (local.get $1)
       )
      )
     )
    )
   )
   (return
    (i32.const 0)
   )
  )
  (global.set $oob_index
   (local.get $10)
  )
  (i32.const 1)
 )
)
