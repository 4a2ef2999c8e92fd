;; ==== checked ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (param $11 i32) (param $12 i32) (param $13 i32) (result i32)
  (local $14 f64)
  (local $15 f64)
  (block $folding-inner0
   (if
    (i32.and
     (i32.and
      (i32.and
       (i32.and
        (local.tee $2
         (i32.and
          (f64.lt
           (f64.add
            (local.tee $15
             (f64.mul
              (f64.convert_i32_s
               (i32.sub
                (local.get $1)
                (i32.const 1)
               )
              )
              (f64.const 1)
             )
            )
            (f64.const 0)
           )
           (f64.const 4503599627370496)
          )
          (f64.ge
           (f64.add
            (f64.min
             (local.get $15)
             (local.tee $14
              (f64.mul
               (f64.convert_i32_s
                (local.get $0)
               )
               (f64.const 1)
              )
             )
            )
            (f64.const 0)
           )
           (f64.const 0)
          )
         )
        )
        (i32.and
         (f64.lt
          (local.tee $14
           (f64.add
            (f64.max
             (local.get $14)
             (local.get $15)
            )
            (f64.const 0)
           )
          )
          (f64.convert_i32_u
           (local.get $6)
          )
         )
         (f64.lt
          (local.get $14)
          (f64.const 2147483648)
         )
        )
       )
       (i32.and
        (local.get $2)
        (i32.and
         (f64.lt
          (local.get $14)
          (f64.const 2147483648)
         )
         (f64.gt
          (f64.convert_i32_u
           (local.get $8)
          )
          (local.get $14)
         )
        )
       )
      )
      (f64.gt
       (f64.convert_i32_u
        (local.get $10)
       )
       (f64.const 0)
      )
     )
     (f64.gt
      (f64.convert_i32_u
       (local.get $12)
      )
      (f64.const 0)
     )
    )
    (then
     (if
      (i32.lt_s
       (local.get $0)
       (local.get $1)
      )
      (then
       (loop $l11
        (i32.store
         (i32.add
          (local.tee $2
           (i32.shl
            (local.get $0)
            (i32.const 2)
           )
          )
          (local.get $7)
         )
         (i32.add
          (i32.mul
           (i32.load
            (i32.add
             (local.get $2)
             (local.get $5)
            )
           )
           (i32.const 3)
          )
          (i32.const 1)
         )
        )
        (if
         (i32.eq
          (i32.sub
           (local.get $13)
           (i32.const 1)
          )
          (i32.atomic.rmw.add
           (local.get $9)
           (i32.const 1)
          )
         )
         (then
          (local.set $3
           (i32.const 0)
          )
          (local.set $2
           (i32.const 0)
          )
          (if
           (i32.gt_s
            (local.get $13)
            (i32.const 0)
           )
           (then
            (loop $top9
             (if
              (i32.ge_u
               (local.get $2)
               (local.get $8)
              )
              (then
               (br $folding-inner0)
              )
             )
             (local.set $3
              (i32.add
               (local.get $3)
               (i32.atomic.load
                (i32.add
                 (local.get $7)
                 (i32.shl
                  (local.get $2)
                  (i32.const 2)
                 )
                )
               )
              )
             )
             (br_if $top9
              (i32.lt_s
               (local.tee $2
                (i32.add
                 (local.get $2)
                 (i32.const 1)
                )
               )
               (local.get $13)
              )
             )
            )
           )
          )
          (i32.store
           (local.get $11)
           (local.get $3)
          )
         )
        )
        (br_if $l11
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
    )
    (else
     (if
      (i32.lt_s
       (local.get $0)
       (local.get $1)
      )
      (then
       (loop $l5
        (if
         (i32.ge_u
          (local.tee $4
           (local.get $0)
          )
          (local.get $6)
         )
         (then
          (global.set $oob_site
           (i32.const 0)
          )
          (global.set $oob_index
           (local.get $0)
          )
          (return
           (i32.const 1)
          )
         )
        )
        (local.set $2
         (i32.add
          (i32.mul
           (i32.load
            (i32.add
             (local.get $5)
             (i32.shl
              (local.get $4)
              (i32.const 2)
             )
            )
           )
           (i32.const 3)
          )
          (i32.const 1)
         )
        )
        (if
         (i32.ge_u
          (local.get $0)
          (local.get $8)
         )
         (then
          (global.set $oob_site
           (i32.const 1)
          )
          (global.set $oob_index
           (local.get $0)
          )
          (return
           (i32.const 1)
          )
         )
        )
        (i32.store
         (i32.add
          (local.get $7)
          (i32.shl
           (local.get $0)
           (i32.const 2)
          )
         )
         (local.get $2)
        )
        (if
         (i32.eqz
          (local.get $10)
         )
         (then
          (global.set $oob_site
           (i32.const 2)
          )
          (global.set $oob_index
           (i32.const 0)
          )
          (return
           (i32.const 1)
          )
         )
        )
        (if
         (i32.eq
          (i32.sub
           (local.get $13)
           (i32.const 1)
          )
          (i32.atomic.rmw.add
           (local.get $9)
           (i32.const 1)
          )
         )
         (then
          (local.set $3
           (i32.const 0)
          )
          (local.set $2
           (i32.const 0)
          )
          (if
           (i32.gt_s
            (local.get $13)
            (i32.const 0)
           )
           (then
            (loop $top3
             (if
              (i32.ge_u
               (local.get $2)
               (local.get $8)
              )
              (then
               (br $folding-inner0)
              )
             )
             (local.set $3
              (i32.add
               (local.get $3)
               (i32.atomic.load
                (i32.add
                 (local.get $7)
                 (i32.shl
                  (local.get $2)
                  (i32.const 2)
                 )
                )
               )
              )
             )
             (br_if $top3
              (i32.lt_s
               (local.tee $2
                (i32.add
                 (local.get $2)
                 (i32.const 1)
                )
               )
               (local.get $13)
              )
             )
            )
           )
          )
          (if
           (i32.eqz
            (local.get $12)
           )
           (then
            (global.set $oob_site
             (i32.const 4)
            )
            (global.set $oob_index
             (i32.const 0)
            )
            (return
             (i32.const 1)
            )
           )
          )
          (i32.store
           (local.get $11)
           (local.get $3)
          )
         )
        )
        (br_if $l5
         (i32.lt_s
          (local.tee $0
           (i32.add
            (local.get $4)
            (i32.const 1)
           )
          )
          (local.get $1)
         )
        )
       )
      )
     )
    )
   )
   (return
    (i32.const 0)
   )
  )
  (global.set $oob_site
   (i32.const 3)
  )
  (global.set $oob_index
   (local.get $2)
  )
  (i32.const 1)
 )
)

;; ==== fast (hoisted range checks) ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (param $11 i32) (param $12 i32) (param $13 i32) (result i32)
  (block $folding-inner0
   (if
    (i32.and
     (f64.gt
      (f64.convert_i32_u
       (local.get $12)
      )
      (f64.const 0)
     )
     (f64.gt
      (f64.convert_i32_u
       (local.get $10)
      )
      (f64.const 0)
     )
    )
    (then
     (if
      (i32.lt_s
       (local.get $0)
       (local.get $1)
      )
      (then
       (loop $l11
        (i32.store
         (i32.add
          (local.get $7)
          (local.tee $2
           (i32.shl
            (local.get $0)
            (i32.const 2)
           )
          )
         )
         (i32.add
          (i32.mul
           (i32.load
            (i32.add
             (local.get $2)
             (local.get $5)
            )
           )
           (i32.const 3)
          )
          (i32.const 1)
         )
        )
        (if
         (i32.eq
          (i32.sub
           (local.get $13)
           (i32.const 1)
          )
          (i32.atomic.rmw.add
           (local.get $9)
           (i32.const 1)
          )
         )
         (then
          (local.set $3
           (i32.const 0)
          )
          (local.set $2
           (i32.const 0)
          )
          (if
           (i32.gt_s
            (local.get $13)
            (i32.const 0)
           )
           (then
            (loop $top9
             (if
              (i32.ge_u
               (local.get $2)
               (local.get $8)
              )
              (then
               (br $folding-inner0)
              )
             )
             (local.set $3
              (i32.add
               (local.get $3)
               (i32.atomic.load
                (i32.add
                 (local.get $7)
                 (i32.shl
                  (local.get $2)
                  (i32.const 2)
                 )
                )
               )
              )
             )
             (br_if $top9
              (i32.lt_s
               (local.tee $2
                (i32.add
                 (local.get $2)
                 (i32.const 1)
                )
               )
               (local.get $13)
              )
             )
            )
           )
          )
          (i32.store
           (local.get $11)
           (local.get $3)
          )
         )
        )
        (br_if $l11
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
    )
    (else
     (if
      (i32.lt_s
       (local.get $0)
       (local.get $1)
      )
      (then
       (loop $l5
        (i32.store
         (i32.add
          (local.get $7)
          (local.tee $2
           (i32.shl
            (local.get $0)
            (i32.const 2)
           )
          )
         )
         (i32.add
          (i32.mul
           (i32.load
            (i32.add
             (local.get $2)
             (local.get $5)
            )
           )
           (i32.const 3)
          )
          (i32.const 1)
         )
        )
        (if
         (i32.eqz
          (local.get $10)
         )
         (then
          (global.set $oob_site
           (i32.const 2)
          )
          (global.set $oob_index
           (i32.const 0)
          )
          (return
           (i32.const 1)
          )
         )
        )
        (if
         (i32.eq
          (i32.sub
           (local.get $13)
           (i32.const 1)
          )
          (i32.atomic.rmw.add
           (local.get $9)
           (i32.const 1)
          )
         )
         (then
          (local.set $3
           (i32.const 0)
          )
          (local.set $2
           (i32.const 0)
          )
          (if
           (i32.gt_s
            (local.get $13)
            (i32.const 0)
           )
           (then
            (loop $top3
             (if
              (i32.ge_u
               (local.get $2)
               (local.get $8)
              )
              (then
               (br $folding-inner0)
              )
             )
             (local.set $3
              (i32.add
               (local.get $3)
               (i32.atomic.load
                (i32.add
                 (local.get $7)
                 (i32.shl
                  (local.get $2)
                  (i32.const 2)
                 )
                )
               )
              )
             )
             (br_if $top3
              (i32.lt_s
               (local.tee $2
                (i32.add
                 (local.get $2)
                 (i32.const 1)
                )
               )
               (local.get $13)
              )
             )
            )
           )
          )
          (if
           (i32.eqz
            (local.get $12)
           )
           (then
            (global.set $oob_site
             (i32.const 4)
            )
            (global.set $oob_index
             (i32.const 0)
            )
            (return
             (i32.const 1)
            )
           )
          )
          (i32.store
           (local.get $11)
           (local.get $3)
          )
         )
        )
        (br_if $l5
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
    )
   )
   (return
    (i32.const 0)
   )
  )
  (global.set $oob_site
   (i32.const 3)
  )
  (global.set $oob_index
   (local.get $2)
  )
  (i32.const 1)
 )
)
